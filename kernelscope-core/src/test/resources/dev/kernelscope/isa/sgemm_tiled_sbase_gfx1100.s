	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
	.protected	sgemm_tiled_sbase       ; -- Begin function sgemm_tiled_sbase
	.globl	sgemm_tiled_sbase
	.p2align	8
	.type	sgemm_tiled_sbase,@function
sgemm_tiled_sbase:                      ; @sgemm_tiled_sbase
; %bb.0:
	s_load_b32 s12, s[0:1], 0x4
	s_clause 0x3
	s_load_b128 s[8:11], s[2:3], 0x28
	s_load_b64 s[6:7], s[2:3], 0x4
	s_load_b64 s[4:5], s[2:3], 0x20
	s_load_b128 s[0:3], s[2:3], 0x10
	v_bfe_u32 v1, v0, 10, 10
	v_and_b32_e32 v0, 0x3ff, v0
	s_waitcnt lgkmcnt(0)
	s_lshr_b32 s9, s12, 16
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_mul_i32 s9, s9, s15
	v_add3_u32 v1, s10, v1, s9
	s_and_b32 s9, s12, 0xffff
	s_cmp_lt_i32 s7, 1
	s_mul_i32 s9, s9, s14
	s_delay_alu instid0(SALU_CYCLE_1)
	v_add3_u32 v16, s8, v0, s9
	v_lshlrev_b32_e32 v17, 2, v1
	s_cbranch_scc1 .LBB0_3
; %bb.1:
	v_dual_mov_b32 v15, 0 :: v_dual_lshlrev_b32 v0, 4, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_lo_u32 v1, s7, v17
	v_dual_mov_b32 v13, 0 :: v_dual_lshlrev_b32 v18, 4, v16
	v_or_b32_e32 v2, 8, v0
	v_or_b32_e32 v3, 12, v0
	v_or_b32_e32 v0, 4, v0
	v_mov_b32_e32 v12, 0
	v_dual_mov_b32 v14, 0 :: v_dual_mov_b32 v11, 0
	v_mul_lo_u32 v20, s7, v2
	v_mul_lo_u32 v21, s7, v3
	v_mul_lo_u32 v22, s7, v0
	v_dual_mov_b32 v10, 0 :: v_dual_lshlrev_b32 v19, 2, v1
	v_dual_mov_b32 v9, 0 :: v_dual_mov_b32 v8, 0
	v_dual_mov_b32 v7, 0 :: v_dual_mov_b32 v6, 0
	v_dual_mov_b32 v5, 0 :: v_dual_mov_b32 v4, 0
	v_dual_mov_b32 v3, 0 :: v_dual_mov_b32 v2, 0
	v_dual_mov_b32 v1, 0 :: v_dual_mov_b32 v0, 0
	s_lshl_b32 s8, s6, 2
	s_set_inst_prefetch_distance 0x1
	.p2align	6
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	s_clause 0x1
	global_load_b32 v23, v19, s[0:1]
	global_load_b32 v24, v22, s[0:1]
	global_load_b32 v25, v18, s[2:3]
	v_add_nc_u32_e32 v26, 64, v18
	v_add_nc_u32_e32 v27, 0x80, v18
	v_add_nc_u32_e32 v28, 0xc0, v18
	s_add_i32 s7, s7, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u32 s7, 0
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v12, v23, v25
	v_fmac_f32_e32 v11, v24, v25
	s_clause 0x1
	global_load_b32 v29, v20, s[0:1]
	global_load_b32 v30, v21, s[0:1]
	s_clause 0x2
	global_load_b32 v26, v26, s[2:3]
	global_load_b32 v27, v27, s[2:3]
	global_load_b32 v28, v28, s[2:3]
	v_add_nc_u32_e32 v19, 4, v19
	v_add_nc_u32_e32 v18, s8, v18
	v_add_nc_u32_e32 v20, 4, v20
	v_add_nc_u32_e32 v21, 4, v21
	s_waitcnt vmcnt(4)
	v_dual_fmac_f32 v7, v29, v25 :: v_dual_add_nc_u32 v22, 4, v22
	s_waitcnt vmcnt(3)
	v_fmac_f32_e32 v3, v30, v25
	s_waitcnt vmcnt(2)
	v_fmac_f32_e32 v15, v23, v26
	s_waitcnt vmcnt(1)
	v_fmac_f32_e32 v14, v23, v27
	s_waitcnt vmcnt(0)
	v_dual_fmac_f32 v13, v23, v28 :: v_dual_fmac_f32 v10, v24, v26
	v_dual_fmac_f32 v9, v24, v27 :: v_dual_fmac_f32 v6, v29, v26
	v_dual_fmac_f32 v8, v24, v28 :: v_dual_fmac_f32 v5, v29, v27
	v_dual_fmac_f32 v4, v29, v28 :: v_dual_fmac_f32 v1, v30, v27
	v_fmac_f32_e32 v2, v30, v26
	v_fmac_f32_e32 v0, v30, v28
	s_cbranch_scc1 .LBB0_2
	s_branch .LBB0_4
.LBB0_3:
	v_dual_mov_b32 v0, 0 :: v_dual_mov_b32 v1, 0
	v_dual_mov_b32 v2, 0 :: v_dual_mov_b32 v3, 0
	v_dual_mov_b32 v4, 0 :: v_dual_mov_b32 v5, 0
	v_dual_mov_b32 v6, 0 :: v_dual_mov_b32 v7, 0
	v_dual_mov_b32 v8, 0 :: v_dual_mov_b32 v9, 0
	v_dual_mov_b32 v10, 0 :: v_dual_mov_b32 v11, 0
	v_dual_mov_b32 v13, 0 :: v_dual_mov_b32 v14, 0
	v_dual_mov_b32 v15, 0 :: v_dual_mov_b32 v12, 0
.LBB0_4:
	s_set_inst_prefetch_distance 0x2
	v_mul_lo_u32 v18, v17, s6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshl_add_u32 v16, v16, 2, v18
	v_dual_mov_b32 v17, 0 :: v_dual_add_nc_u32 v18, 16, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_dual_mov_b32 v19, v17 :: v_dual_add_nc_u32 v20, 32, v16
	v_lshlrev_b64 v[24:25], 2, v[16:17]
	v_dual_mov_b32 v21, v17 :: v_dual_add_nc_u32 v22, 48, v16
	v_lshlrev_b64 v[18:19], 2, v[18:19]
	v_dual_mov_b32 v23, v17 :: v_dual_add_nc_u32 v16, s6, v16
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_lshlrev_b64 v[20:21], 2, v[20:21]
	v_add_co_u32 v24, vcc_lo, s4, v24
	v_add_co_ci_u32_e32 v25, vcc_lo, s5, v25, vcc_lo
	v_lshlrev_b64 v[22:23], 2, v[22:23]
	v_add_co_u32 v18, vcc_lo, s4, v18
	v_add_co_ci_u32_e32 v19, vcc_lo, s5, v19, vcc_lo
	v_add_co_u32 v20, vcc_lo, s4, v20
	v_add_co_ci_u32_e32 v21, vcc_lo, s5, v21, vcc_lo
	v_add_co_u32 v22, vcc_lo, s4, v22
	v_dual_mov_b32 v29, v17 :: v_dual_add_nc_u32 v28, 16, v16
	v_add_co_ci_u32_e32 v23, vcc_lo, s5, v23, vcc_lo
	v_lshlrev_b64 v[26:27], 2, v[16:17]
	s_clause 0x3
	global_store_b32 v[24:25], v12, off
	global_store_b32 v[18:19], v15, off
	global_store_b32 v[20:21], v14, off
	global_store_b32 v[22:23], v13, off
	v_dual_mov_b32 v15, v17 :: v_dual_add_nc_u32 v14, 32, v16
	v_lshlrev_b64 v[12:13], 2, v[28:29]
	v_dual_mov_b32 v21, v17 :: v_dual_add_nc_u32 v20, 48, v16
	v_add_co_u32 v18, vcc_lo, s4, v26
	s_delay_alu instid0(VALU_DEP_4)
	v_lshlrev_b64 v[14:15], 2, v[14:15]
	v_add_co_ci_u32_e32 v19, vcc_lo, s5, v27, vcc_lo
	v_add_co_u32 v12, vcc_lo, s4, v12
	v_lshlrev_b64 v[20:21], 2, v[20:21]
	v_add_co_ci_u32_e32 v13, vcc_lo, s5, v13, vcc_lo
	v_dual_mov_b32 v25, v17 :: v_dual_add_nc_u32 v16, s6, v16
	v_add_co_u32 v14, vcc_lo, s4, v14
	v_add_co_ci_u32_e32 v15, vcc_lo, s5, v15, vcc_lo
	v_add_co_u32 v20, vcc_lo, s4, v20
	s_delay_alu instid0(VALU_DEP_4)
	v_add_nc_u32_e32 v24, 16, v16
	v_add_co_ci_u32_e32 v21, vcc_lo, s5, v21, vcc_lo
	v_lshlrev_b64 v[22:23], 2, v[16:17]
	s_clause 0x3
	global_store_b32 v[18:19], v11, off
	global_store_b32 v[12:13], v10, off
	global_store_b32 v[14:15], v9, off
	global_store_b32 v[20:21], v8, off
	v_dual_mov_b32 v11, v17 :: v_dual_add_nc_u32 v10, 32, v16
	v_mov_b32_e32 v15, v17
	v_lshlrev_b64 v[8:9], 2, v[24:25]
	v_dual_mov_b32 v21, v17 :: v_dual_add_nc_u32 v14, 48, v16
	v_add_nc_u32_e32 v16, s6, v16
	v_add_co_u32 v12, vcc_lo, s4, v22
	v_lshlrev_b64 v[10:11], 2, v[10:11]
	v_add_co_ci_u32_e32 v13, vcc_lo, s5, v23, vcc_lo
	v_mov_b32_e32 v23, v17
	v_add_co_u32 v8, vcc_lo, s4, v8
	v_lshlrev_b64 v[14:15], 2, v[14:15]
	v_add_nc_u32_e32 v20, 16, v16
	v_add_co_ci_u32_e32 v9, vcc_lo, s5, v9, vcc_lo
	v_add_co_u32 v10, vcc_lo, s4, v10
	v_lshlrev_b64 v[18:19], 2, v[16:17]
	v_add_nc_u32_e32 v22, 32, v16
	v_add_co_ci_u32_e32 v11, vcc_lo, s5, v11, vcc_lo
	v_add_co_u32 v14, vcc_lo, s4, v14
	v_lshlrev_b64 v[20:21], 2, v[20:21]
	v_add_nc_u32_e32 v16, 48, v16
	v_add_co_ci_u32_e32 v15, vcc_lo, s5, v15, vcc_lo
	v_add_co_u32 v18, vcc_lo, s4, v18
	v_lshlrev_b64 v[22:23], 2, v[22:23]
	v_add_co_ci_u32_e32 v19, vcc_lo, s5, v19, vcc_lo
	v_add_co_u32 v20, vcc_lo, s4, v20
	v_lshlrev_b64 v[16:17], 2, v[16:17]
	v_add_co_ci_u32_e32 v21, vcc_lo, s5, v21, vcc_lo
	v_add_co_u32 v22, vcc_lo, s4, v22
	v_add_co_ci_u32_e32 v23, vcc_lo, s5, v23, vcc_lo
	s_delay_alu instid0(VALU_DEP_4)
	v_add_co_u32 v16, vcc_lo, s4, v16
	v_add_co_ci_u32_e32 v17, vcc_lo, s5, v17, vcc_lo
	s_clause 0x7
	global_store_b32 v[12:13], v7, off
	global_store_b32 v[8:9], v6, off
	global_store_b32 v[10:11], v5, off
	global_store_b32 v[14:15], v4, off
	global_store_b32 v[18:19], v3, off
	global_store_b32 v[20:21], v2, off
	global_store_b32 v[22:23], v1, off
	global_store_b32 v[16:17], v0, off
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel sgemm_tiled_sbase
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
		.amdhsa_next_free_vgpr 31
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
	.size	sgemm_tiled_sbase, .Lfunc_end0-sgemm_tiled_sbase
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1224
; NumSgprs: 18
; NumVgprs: 31
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 31
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
    .name:           sgemm_tiled_sbase
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 16
      - 16
      - 1
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         sgemm_tiled_sbase.kd
    .uses_dynamic_stack: false
    .vgpr_count:     31
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1100
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
