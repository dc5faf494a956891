	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
	.protected	sgemm_tiled             ; -- Begin function sgemm_tiled
	.globl	sgemm_tiled
	.p2align	8
	.type	sgemm_tiled,@function
sgemm_tiled:                            ; @sgemm_tiled
; %bb.0:
	s_load_b128 s[8:11], s[2:3], 0x28
	s_waitcnt lgkmcnt(0)
	s_load_b32 s9, s[0:1], 0x4
	s_clause 0x2
	s_load_b64 s[6:7], s[2:3], 0x4
	s_load_b64 s[4:5], s[2:3], 0x20
	s_load_b128 s[0:3], s[2:3], 0x10
	v_bfe_u32 v1, v0, 10, 10
	v_and_b32_e32 v0, 0x3ff, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v1, s10, v1
	s_waitcnt lgkmcnt(0)
	s_lshr_b32 s10, s9, 16
	v_add_nc_u32_e32 v0, s8, v0
	s_mul_i32 s10, s10, s15
	s_and_b32 s9, s9, 0xffff
	v_add_lshl_u32 v13, v1, s10, 2
	s_mul_i32 s8, s9, s14
	s_cmp_gt_i32 s7, 0
	s_mov_b32 s9, 0
	s_cbranch_scc1 .LBB0_3
; %bb.1:
	v_or_b32_e32 v14, 1, v13
	v_or_b32_e32 v12, 2, v13
	v_or_b32_e32 v11, 3, v13
	v_add_lshl_u32 v0, v0, s8, 2
	s_and_not1_b32 vcc_lo, exec_lo, s9
	s_cbranch_vccz .LBB0_4
; %bb.2:
	v_dual_mov_b32 v15, 0 :: v_dual_mov_b32 v16, 0
	v_dual_mov_b32 v17, 0 :: v_dual_mov_b32 v18, 0
	v_dual_mov_b32 v19, 0 :: v_dual_mov_b32 v20, 0
	v_dual_mov_b32 v21, 0 :: v_dual_mov_b32 v22, 0
	v_dual_mov_b32 v24, 0 :: v_dual_mov_b32 v25, 0
	v_dual_mov_b32 v26, 0 :: v_dual_mov_b32 v27, 0
	v_dual_mov_b32 v30, 0 :: v_dual_mov_b32 v29, 0
	v_dual_mov_b32 v28, 0 :: v_dual_mov_b32 v23, 0
	s_branch .LBB0_6
.LBB0_3:
                                        ; implicit-def: $vgpr14
                                        ; implicit-def: $vgpr12
                                        ; implicit-def: $vgpr11
	v_add_lshl_u32 v0, v0, s8, 2
.LBB0_4:
	v_mul_lo_u32 v2, v13, s7
	v_dual_mov_b32 v23, 0 :: v_dual_add_nc_u32 v4, 1, v13
	v_dual_mov_b32 v28, 0 :: v_dual_add_nc_u32 v5, 2, v13
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_dual_mov_b32 v1, v0 :: v_dual_add_nc_u32 v6, 3, v13
	v_or_b32_e32 v14, 1, v13
	v_ashrrev_i32_e32 v3, 31, v2
	v_mul_lo_u32 v5, s7, v5
	s_delay_alu instid0(VALU_DEP_4)
	v_mul_lo_u32 v7, s7, v6
	v_or_b32_e32 v12, 2, v13
	v_or_b32_e32 v11, 3, v13
	v_lshlrev_b64 v[9:10], 2, v[2:3]
	v_mul_lo_u32 v3, s7, v4
	v_dual_mov_b32 v29, 0 :: v_dual_mov_b32 v30, 0
	v_dual_mov_b32 v27, 0 :: v_dual_mov_b32 v26, 0
	s_delay_alu instid0(VALU_DEP_4)
	v_add_co_u32 v9, vcc_lo, s0, v9
	v_add_co_ci_u32_e32 v10, vcc_lo, s1, v10, vcc_lo
	v_dual_mov_b32 v25, 0 :: v_dual_mov_b32 v24, 0
	v_dual_mov_b32 v22, 0 :: v_dual_mov_b32 v21, 0
	v_dual_mov_b32 v20, 0 :: v_dual_mov_b32 v19, 0
	v_dual_mov_b32 v18, 0 :: v_dual_mov_b32 v17, 0
	v_dual_mov_b32 v16, 0 :: v_dual_mov_b32 v15, 0
.LBB0_5:                                ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v4, 31, v3
	v_ashrrev_i32_e32 v6, 31, v5
	v_ashrrev_i32_e32 v2, 31, v1
	v_ashrrev_i32_e32 v8, 31, v7
	global_load_b32 v39, v[9:10], off
	v_lshlrev_b64 v[31:32], 2, v[3:4]
	v_lshlrev_b64 v[33:34], 2, v[5:6]
	v_lshlrev_b64 v[37:38], 2, v[1:2]
	v_lshlrev_b64 v[35:36], 2, v[7:8]
	s_add_i32 s7, s7, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u32 s7, 0
	v_add_co_u32 v31, vcc_lo, s0, v31
	v_add_co_ci_u32_e32 v32, vcc_lo, s1, v32, vcc_lo
	v_add_co_u32 v33, vcc_lo, s0, v33
	v_add_co_ci_u32_e32 v34, vcc_lo, s1, v34, vcc_lo
	v_add_co_u32 v37, vcc_lo, s2, v37
	v_add_co_ci_u32_e32 v38, vcc_lo, s3, v38, vcc_lo
	v_add_co_u32 v35, vcc_lo, s0, v35
	v_add_co_ci_u32_e32 v36, vcc_lo, s1, v36, vcc_lo
	s_clause 0x3
	global_load_b32 v2, v[37:38], off
	global_load_b32 v4, v[37:38], off offset:64
	global_load_b32 v6, v[37:38], off offset:128
	global_load_b32 v8, v[37:38], off offset:192
	s_clause 0x2
	global_load_b32 v31, v[31:32], off
	global_load_b32 v32, v[33:34], off
	global_load_b32 v33, v[35:36], off
	v_add_co_u32 v9, vcc_lo, v9, 4
	v_add_co_ci_u32_e32 v10, vcc_lo, 0, v10, vcc_lo
	v_add_nc_u32_e32 v1, s6, v1
	v_add_nc_u32_e32 v3, 1, v3
	v_add_nc_u32_e32 v5, 1, v5
	v_add_nc_u32_e32 v7, 1, v7
	s_waitcnt vmcnt(6)
	v_fmac_f32_e32 v23, v39, v2
	s_waitcnt vmcnt(5)
	v_fmac_f32_e32 v29, v39, v4
	s_waitcnt vmcnt(4)
	v_fmac_f32_e32 v28, v39, v6
	s_waitcnt vmcnt(3)
	v_fmac_f32_e32 v30, v39, v8
	s_waitcnt vmcnt(2)
	v_fmac_f32_e32 v27, v31, v2
	s_waitcnt vmcnt(1)
	v_fmac_f32_e32 v22, v32, v2
	v_fmac_f32_e32 v26, v31, v4
	v_fmac_f32_e32 v25, v31, v6
	v_fmac_f32_e32 v24, v31, v8
	s_waitcnt vmcnt(0)
	v_dual_fmac_f32 v21, v32, v4 :: v_dual_fmac_f32 v18, v33, v2
	v_dual_fmac_f32 v20, v32, v6 :: v_dual_fmac_f32 v17, v33, v4
	v_dual_fmac_f32 v19, v32, v8 :: v_dual_fmac_f32 v16, v33, v6
	v_fmac_f32_e32 v15, v33, v8
	s_cbranch_scc1 .LBB0_5
.LBB0_6:
	v_mad_u64_u32 v[1:2], null, v13, s6, v[0:1]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[3:4], null, v14, s6, v[0:1]
	v_ashrrev_i32_e32 v2, 31, v1
	v_mad_u64_u32 v[5:6], null, v12, s6, v[0:1]
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ashrrev_i32_e32 v4, 31, v3
	v_ashrrev_i32_e32 v6, 31, v5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[7:8], null, v11, s6, v[0:1]
	v_lshlrev_b64 v[3:4], 2, v[3:4]
	v_add_co_u32 v0, vcc_lo, s4, v1
	v_add_co_ci_u32_e32 v1, vcc_lo, s5, v2, vcc_lo
	s_clause 0x3
	global_store_b32 v[0:1], v23, off
	global_store_b32 v[0:1], v29, off offset:64
	global_store_b32 v[0:1], v28, off offset:128
	global_store_b32 v[0:1], v30, off offset:192
	v_add_co_u32 v2, vcc_lo, s4, v3
	v_add_co_ci_u32_e32 v3, vcc_lo, s5, v4, vcc_lo
	v_ashrrev_i32_e32 v8, 31, v7
	v_lshlrev_b64 v[0:1], 2, v[5:6]
	s_clause 0x3
	global_store_b32 v[2:3], v27, off
	global_store_b32 v[2:3], v26, off offset:64
	global_store_b32 v[2:3], v25, off offset:128
	global_store_b32 v[2:3], v24, off offset:192
	v_lshlrev_b64 v[2:3], 2, v[7:8]
	v_add_co_u32 v0, vcc_lo, s4, v0
	v_add_co_ci_u32_e32 v1, vcc_lo, s5, v1, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_co_u32 v2, vcc_lo, s4, v2
	v_add_co_ci_u32_e32 v3, vcc_lo, s5, v3, vcc_lo
	s_clause 0x7
	global_store_b32 v[0:1], v22, off
	global_store_b32 v[0:1], v21, off offset:64
	global_store_b32 v[0:1], v20, off offset:128
	global_store_b32 v[0:1], v19, off offset:192
	global_store_b32 v[2:3], v18, off
	global_store_b32 v[2:3], v17, off offset:64
	global_store_b32 v[2:3], v16, off offset:128
	global_store_b32 v[2:3], v15, off offset:192
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel sgemm_tiled
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 96
		.amdhsa_user_sgpr_count 14
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 40
		.amdhsa_next_free_sgpr 16
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 0
		.amdhsa_shared_vgpr_count 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end0:
	.size	sgemm_tiled, .Lfunc_end0-sgemm_tiled
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1036
; NumSgprs: 18
; NumVgprs: 40
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 40
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
	.text
	.p2alignl 7, 3214868480
	.fill 96, 4, 3214868480
	.ident	"Debian clang version 15.0.6"
	.section	".note.GNU-stack"
	.addrsig
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .offset:         0
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         4
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         8
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .address_space:  global
        .is_const:       true
        .offset:         16
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         24
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         32
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .offset:         40
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         48
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         56
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .address_space:  global
        .offset:         64
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         72
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         80
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         88
        .size:           8
        .value_kind:     hidden_none
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 96
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           sgemm_tiled
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 16
      - 16
      - 1
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         sgemm_tiled.kd
    .uses_dynamic_stack: false
    .vgpr_count:     40
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1100
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
