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
	v_add_lshl_u32 v5, v1, s10, 2
	s_mul_i32 s8, s9, s14
	s_cmp_gt_i32 s7, 0
	s_mov_b32 s9, 0
	s_cbranch_scc1 .LBB0_3
; %bb.1:
	v_or_b32_e32 v3, 1, v5
	v_or_b32_e32 v4, 2, v5
	v_or_b32_e32 v6, 3, v5
	v_add_lshl_u32 v9, v0, s8, 2
	s_and_not1_b32 vcc_lo, exec_lo, s9
	s_cbranch_vccz .LBB0_4
; %bb.2:
	v_dual_mov_b32 v11, 0 :: v_dual_mov_b32 v14, 0
	v_dual_mov_b32 v17, 0 :: v_dual_mov_b32 v12, 0
	v_dual_mov_b32 v20, 0 :: v_dual_mov_b32 v21, 0
	v_dual_mov_b32 v13, 0 :: v_dual_mov_b32 v16, 0
	v_dual_mov_b32 v15, 0 :: v_dual_mov_b32 v22, 0
	v_dual_mov_b32 v23, 0 :: v_dual_mov_b32 v8, 0
	v_dual_mov_b32 v7, 0 :: v_dual_mov_b32 v10, 0
	v_mov_b32_e32 v18, 0
	v_mov_b32_e32 v0, 0
	s_branch .LBB0_7
.LBB0_3:
                                        ; implicit-def: $vgpr3
                                        ; implicit-def: $vgpr4
                                        ; implicit-def: $vgpr6
	v_add_lshl_u32 v9, v0, s8, 2
.LBB0_4:
	v_mul_lo_u32 v1, v5, s7
	v_or_b32_e32 v0, 1, v5
	v_add_nc_u32_e32 v3, 1, v5
	v_dual_mov_b32 v23, 0 :: v_dual_add_nc_u32 v4, 2, v5
	v_dual_mov_b32 v22, 0 :: v_dual_mov_b32 v17, 0
	scratch_store_b32 off, v0, off offset:56 ; 4-byte Folded Spill
	v_ashrrev_i32_e32 v2, 31, v1
	v_mov_b32_e32 v0, 0
	v_dual_mov_b32 v16, 0 :: v_dual_mov_b32 v11, 0
	v_mov_b32_e32 v20, 0
	s_delay_alu instid0(VALU_DEP_4)
	v_lshlrev_b64 v[7:8], 2, v[1:2]
	v_mul_lo_u32 v1, s7, v3
	v_mul_lo_u32 v3, s7, v4
	v_mov_b32_e32 v2, v9
	scratch_store_b32 off, v0, off offset:8 ; 4-byte Folded Spill
	v_dual_mov_b32 v0, 0 :: v_dual_mov_b32 v15, 0
	scratch_store_b32 off, v5, off offset:52 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v5, 3, v5
	v_add_co_u32 v7, vcc_lo, s0, v7
	scratch_store_b32 off, v0, off offset:12 ; 4-byte Folded Spill
	v_mov_b32_e32 v0, 0
	v_mul_lo_u32 v5, s7, v5
	v_add_co_ci_u32_e32 v8, vcc_lo, s1, v8, vcc_lo
	v_mov_b32_e32 v13, 0
	scratch_store_b32 off, v0, off offset:16 ; 4-byte Folded Spill
	v_dual_mov_b32 v0, 0 :: v_dual_mov_b32 v21, 0
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v14, 0
	s_clause 0x1
	scratch_store_b64 off, v[2:3], off offset:44
	scratch_store_b32 off, v0, off offset:20
	v_mov_b32_e32 v0, 0
	scratch_store_b32 off, v0, off offset:24 ; 4-byte Folded Spill
.LBB0_5:                                ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v2, 31, v1
	v_ashrrev_i32_e32 v4, 31, v3
	scratch_store_b32 off, v23, off offset:40 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	s_clause 0x3
	scratch_store_b32 off, v14, off offset:4
	scratch_store_b32 off, v12, off offset:36
	scratch_store_b32 off, v20, off offset:32
	scratch_store_b32 off, v17, off offset:28
	v_ashrrev_i32_e32 v6, 31, v5
	v_ashrrev_i32_e32 v10, 31, v9
	v_lshlrev_b64 v[17:18], 2, v[1:2]
	v_lshlrev_b64 v[19:20], 2, v[3:4]
	v_mov_b32_e32 v14, v16
	v_dual_mov_b32 v16, v15 :: v_dual_mov_b32 v15, v13
	v_mov_b32_e32 v13, v21
	v_add_co_u32 v17, vcc_lo, s0, v17
	v_dual_mov_b32 v0, v22 :: v_dual_mov_b32 v23, v11
	v_lshlrev_b64 v[21:22], 2, v[5:6]
	v_add_co_ci_u32_e32 v18, vcc_lo, s1, v18, vcc_lo
	v_add_co_u32 v19, vcc_lo, s0, v19
	v_lshlrev_b64 v[10:11], 2, v[9:10]
	v_add_co_ci_u32_e32 v20, vcc_lo, s1, v20, vcc_lo
	v_add_co_u32 v21, vcc_lo, s0, v21
	v_add_co_ci_u32_e32 v22, vcc_lo, s1, v22, vcc_lo
	s_delay_alu instid0(VALU_DEP_4)
	v_add_co_u32 v10, vcc_lo, s2, v10
	v_add_co_ci_u32_e32 v11, vcc_lo, s3, v11, vcc_lo
	s_clause 0x1
	global_load_b32 v2, v[17:18], off
	global_load_b32 v4, v[19:20], off
	s_clause 0x1
	scratch_load_b32 v12, off, off offset:36
	scratch_load_b32 v20, off, off offset:32
	global_load_b32 v6, v[21:22], off
	v_dual_mov_b32 v22, v0 :: v_dual_mov_b32 v21, v13
	s_clause 0x3
	global_load_b32 v17, v[10:11], off
	global_load_b32 v18, v[10:11], off offset:64
	global_load_b32 v19, v[10:11], off offset:128
	global_load_b32 v10, v[10:11], off offset:192
	global_load_b32 v11, v[7:8], off
	scratch_load_b32 v0, off, off offset:8  ; 4-byte Folded Reload
	v_mov_b32_e32 v13, v15
	v_dual_mov_b32 v15, v16 :: v_dual_mov_b32 v16, v14
	v_add_co_u32 v7, vcc_lo, v7, 4
	v_add_co_ci_u32_e32 v8, vcc_lo, 0, v8, vcc_lo
	v_add_nc_u32_e32 v5, 1, v5
	s_add_i32 s7, s7, -1
	v_add_nc_u32_e32 v3, 1, v3
	s_cmp_lg_u32 s7, 0
	v_add_nc_u32_e32 v9, s6, v9
	v_add_nc_u32_e32 v1, 1, v1
	s_waitcnt vmcnt(4)
	v_fmac_f32_e32 v13, v4, v18
	s_waitcnt vmcnt(3)
	v_dual_fmac_f32 v21, v4, v19 :: v_dual_fmac_f32 v12, v6, v17
	v_fmac_f32_e32 v22, v2, v19
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v0, v11, v17
	v_dual_fmac_f32 v15, v4, v17 :: v_dual_fmac_f32 v16, v2, v10
	scratch_store_b32 off, v0, off offset:8 ; 4-byte Folded Spill
	scratch_load_b32 v0, off, off offset:12 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v0, v11, v18
	scratch_store_b32 off, v0, off offset:12 ; 4-byte Folded Spill
	scratch_load_b32 v0, off, off offset:16 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v0, v11, v19
	scratch_store_b32 off, v0, off offset:16 ; 4-byte Folded Spill
	scratch_load_b32 v0, off, off offset:20 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v0, v11, v10
	v_mov_b32_e32 v11, v23
	scratch_store_b32 off, v0, off offset:20 ; 4-byte Folded Spill
	s_clause 0x1
	scratch_load_b32 v23, off, off offset:40
	scratch_load_b32 v0, off, off offset:24
	s_waitcnt vmcnt(1)
	v_fmac_f32_e32 v23, v2, v18
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v0, v2, v17
	v_fmac_f32_e32 v11, v6, v10
	scratch_store_b32 off, v0, off offset:24 ; 4-byte Folded Spill
	s_clause 0x1
	scratch_load_b32 v17, off, off offset:28
	scratch_load_b32 v0, off, off offset:4
	s_waitcnt vmcnt(1)
	v_dual_fmac_f32 v20, v4, v10 :: v_dual_fmac_f32 v17, v6, v19
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v0, v6, v18
	scratch_store_b32 off, v0, off offset:4 ; 4-byte Folded Spill
	scratch_load_b32 v14, off, off offset:4 ; 4-byte Folded Reload
	s_cbranch_scc1 .LBB0_5
; %bb.6:
	s_clause 0x5
	scratch_load_b32 v5, off, off offset:52
	scratch_load_b64 v[9:10], off, off offset:44
	scratch_load_b32 v3, off, off offset:56
	scratch_load_b32 v7, off, off offset:24
	scratch_load_b32 v0, off, off offset:8
	scratch_load_b32 v8, off, off offset:20
	s_waitcnt vmcnt(4)
	s_clause 0x1
	scratch_load_b32 v10, off, off offset:16
	scratch_load_b32 v18, off, off offset:12
	v_or_b32_e32 v6, 3, v5
	v_or_b32_e32 v4, 2, v5
.LBB0_7:
	s_waitcnt vmcnt(1)
	v_mad_u64_u32 v[1:2], null, v5, s6, v[9:10]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v1, vcc_lo, s4, v1
	v_add_co_ci_u32_e32 v2, vcc_lo, s5, v2, vcc_lo
	global_store_b32 v[1:2], v0, off
	s_waitcnt vmcnt(0)
	s_clause 0x2
	global_store_b32 v[1:2], v18, off offset:64
	global_store_b32 v[1:2], v10, off offset:128
	global_store_b32 v[1:2], v8, off offset:192
	v_mad_u64_u32 v[0:1], null, v3, s6, v[9:10]
	v_mad_u64_u32 v[2:3], null, v4, s6, v[9:10]
	v_mad_u64_u32 v[4:5], null, v6, s6, v[9:10]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ashrrev_i32_e32 v1, 31, v0
	v_ashrrev_i32_e32 v3, 31, v2
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_add_co_u32 v0, vcc_lo, s4, v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e32 v1, vcc_lo, s5, v1, vcc_lo
	v_add_co_u32 v2, vcc_lo, s4, v2
	s_clause 0x3
	global_store_b32 v[0:1], v7, off
	global_store_b32 v[0:1], v23, off offset:64
	global_store_b32 v[0:1], v22, off offset:128
	global_store_b32 v[0:1], v16, off offset:192
	v_lshlrev_b64 v[0:1], 2, v[4:5]
	v_add_co_ci_u32_e32 v3, vcc_lo, s5, v3, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_u32 v0, vcc_lo, s4, v0
	v_add_co_ci_u32_e32 v1, vcc_lo, s5, v1, vcc_lo
	s_clause 0x7
	global_store_b32 v[2:3], v15, off
	global_store_b32 v[2:3], v13, off offset:64
	global_store_b32 v[2:3], v21, off offset:128
	global_store_b32 v[2:3], v20, off offset:192
	global_store_b32 v[0:1], v12, off
	global_store_b32 v[0:1], v14, off offset:64
	global_store_b32 v[0:1], v17, off offset:128
	global_store_b32 v[0:1], v11, off offset:192
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel sgemm_tiled
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 60
		.amdhsa_kernarg_size 96
		.amdhsa_user_sgpr_count 14
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 24
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
; codeLenInByte = 1448
; NumSgprs: 18
; NumVgprs: 24
; ScratchSize: 60
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 24
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
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
    .private_segment_fixed_size: 60
    .reqd_workgroup_size:
      - 16
      - 16
      - 1
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         sgemm_tiled.kd
    .uses_dynamic_stack: false
    .vgpr_count:     24
    .vgpr_spill_count: 20
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1100
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
