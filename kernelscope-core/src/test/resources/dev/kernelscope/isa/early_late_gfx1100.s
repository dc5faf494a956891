	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
	.protected	early_late              ; -- Begin function early_late
	.globl	early_late
	.p2align	8
	.type	early_late,@function
early_late:                             ; @early_late
; %bb.0:
	s_load_b32 s8, s[0:1], 0x4
	s_clause 0x1
	s_load_b64 s[0:1], s[2:3], 0x20
	s_load_b128 s[4:7], s[2:3], 0x0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s9, s8, 0xffff
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	s_mul_i32 s8, s9, s15
	s_mul_hi_u32 s9, s9, s15
	s_add_u32 s10, s8, s0
	s_addc_u32 s11, s9, s1
	v_add_co_u32 v9, s10, s10, v0
	v_add_co_ci_u32_e64 v10, null, s11, 0, s10
	s_clause 0x1
	s_load_b64 s[10:11], s[2:3], 0x10
	s_load_b32 s2, s[2:3], 0x18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[1:2], 5, v[9:10]
	v_add_co_u32 v1, vcc_lo, s6, v1
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e32 v2, vcc_lo, s7, v2, vcc_lo
	s_clause 0x1
	global_load_b128 v[5:8], v[1:2], off
	global_load_b128 v[1:4], v[1:2], off offset:16
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s2, 1
	s_waitcnt vmcnt(1)
	v_dual_mul_f32 v43, 0, v5 :: v_dual_add_f32 v42, v7, v7
	s_waitcnt vmcnt(0)
	v_dual_mul_f32 v41, 0x40400000, v8 :: v_dual_mul_f32 v40, 4.0, v1
	v_mul_f32_e32 v39, 0x40a00000, v2
	v_mul_f32_e32 v38, 0x40c00000, v3
	v_mul_f32_e32 v37, 0x40e00000, v4
	v_mul_f32_e32 v36, 0x41000000, v5
	v_mul_f32_e32 v35, 0x41100000, v6
	v_mul_f32_e32 v34, 0x41200000, v7
	v_mul_f32_e32 v33, 0x41300000, v8
	v_mul_f32_e32 v32, 0x41400000, v1
	v_mul_f32_e32 v31, 0x41500000, v2
	v_mul_f32_e32 v30, 0x41600000, v3
	v_mul_f32_e32 v29, 0x41700000, v4
	v_mul_f32_e32 v28, 0x41800000, v5
	v_mul_f32_e32 v27, 0x41880000, v6
	v_mul_f32_e32 v26, 0x41900000, v7
	v_mul_f32_e32 v25, 0x41980000, v8
	v_mul_f32_e32 v24, 0x41a00000, v1
	v_mul_f32_e32 v23, 0x41a80000, v2
	v_mul_f32_e32 v22, 0x41b00000, v3
	v_mul_f32_e32 v21, 0x41b80000, v4
	v_mul_f32_e32 v20, 0x41c00000, v5
	v_mul_f32_e32 v19, 0x41c80000, v6
	v_mul_f32_e32 v18, 0x41d00000, v7
	v_mul_f32_e32 v17, 0x41d80000, v8
	v_mul_f32_e32 v16, 0x41e00000, v1
	v_mul_f32_e32 v15, 0x41e80000, v2
	v_mul_f32_e32 v14, 0x41f00000, v3
	v_mul_f32_e32 v13, 0x41f80000, v4
	s_cbranch_scc1 .LBB0_3
; %bb.1:
	s_add_u32 s0, s0, s8
	s_addc_u32 s1, s1, s9
	v_add_co_u32 v11, s0, s0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v12, null, s1, 0, s0
	v_mov_b32_e32 v0, v6
	v_lshlrev_b64 v[11:12], 2, v[11:12]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v11, vcc_lo, s10, v11
	v_add_co_ci_u32_e32 v12, vcc_lo, s11, v12, vcc_lo
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	global_load_b32 v44, v[11:12], off
	v_add_co_u32 v11, vcc_lo, v11, 4
	v_add_co_ci_u32_e32 v12, vcc_lo, 0, v12, vcc_lo
	s_add_i32 s2, s2, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_eq_u32 s2, 0
	s_waitcnt vmcnt(0)
	v_fma_f32 v43, v43, v44, v0
	v_fma_f32 v0, v0, v44, v42
	v_fma_f32 v42, v42, v44, v41
	v_fma_f32 v41, v41, v44, v40
	v_fma_f32 v40, v40, v44, v39
	v_fma_f32 v39, v39, v44, v38
	v_fma_f32 v38, v38, v44, v37
	v_fma_f32 v37, v37, v44, v36
	v_fma_f32 v36, v36, v44, v35
	v_fma_f32 v35, v35, v44, v34
	v_fma_f32 v34, v34, v44, v33
	v_fma_f32 v33, v33, v44, v32
	v_fma_f32 v32, v32, v44, v31
	v_fma_f32 v31, v31, v44, v30
	v_fma_f32 v30, v30, v44, v29
	v_fma_f32 v29, v29, v44, v28
	v_fma_f32 v28, v28, v44, v27
	v_fma_f32 v27, v27, v44, v26
	v_fma_f32 v26, v26, v44, v25
	v_fma_f32 v25, v25, v44, v24
	v_fma_f32 v24, v24, v44, v23
	v_fma_f32 v23, v23, v44, v22
	v_fma_f32 v22, v22, v44, v21
	v_fma_f32 v21, v21, v44, v20
	v_fma_f32 v20, v20, v44, v19
	v_fma_f32 v19, v19, v44, v18
	v_fma_f32 v18, v18, v44, v17
	v_fma_f32 v17, v17, v44, v16
	v_fma_f32 v16, v16, v44, v15
	v_fma_f32 v15, v15, v44, v14
	v_fma_f32 v14, v14, v44, v13
	v_fma_f32 v13, v13, v44, v43
	s_cbranch_scc0 .LBB0_2
	s_branch .LBB0_4
.LBB0_3:
	v_mov_b32_e32 v0, v6
.LBB0_4:
	v_fma_f32 v11, v43, v5, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v11, v0, v8
	v_fmac_f32_e32 v11, v42, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v11, v41, v6
	v_fmac_f32_e32 v11, v40, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v11, v39, v4
	v_fmac_f32_e32 v11, v38, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v11, v37, v2
	v_fmac_f32_e32 v11, v36, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v11, v35, v8
	v_fmac_f32_e32 v11, v34, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v11, v33, v6
	v_fmac_f32_e32 v11, v32, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v11, v31, v4
	v_fmac_f32_e32 v11, v30, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v11, v29, v2
	v_fmac_f32_e32 v11, v28, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v11, v27, v8
	v_fmac_f32_e32 v11, v26, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v11, v25, v6
	v_fmac_f32_e32 v11, v24, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v11, v23, v4
	v_fmac_f32_e32 v11, v22, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v11, v21, v2
	v_fmac_f32_e32 v11, v20, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v11, v19, v8
	v_fmac_f32_e32 v11, v18, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v11, v17, v6
	v_fmac_f32_e32 v11, v16, v1
	v_lshlrev_b64 v[0:1], 2, v[9:10]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v11, v15, v4
	v_add_co_u32 v0, vcc_lo, s4, v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e32 v1, vcc_lo, s5, v1, vcc_lo
	v_fmac_f32_e32 v11, v14, v7
	s_delay_alu instid0(VALU_DEP_1)
	v_fmac_f32_e32 v11, v13, v2
	global_store_b32 v[0:1], v11, off
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel early_late
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 88
		.amdhsa_user_sgpr_count 15
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 45
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
	.size	early_late, .Lfunc_end0-early_late
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1160
; NumSgprs: 18
; NumVgprs: 45
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 45
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 15
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
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
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         16
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .offset:         24
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         32
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         40
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         48
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .address_space:  global
        .offset:         56
        .size:           8
        .value_kind:     hidden_none
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 88
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           early_late
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         early_late.kd
    .uses_dynamic_stack: false
    .vgpr_count:     45
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1100
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
