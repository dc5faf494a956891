	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
	.protected	gather_sum              ; -- Begin function gather_sum
	.globl	gather_sum
	.p2align	8
	.type	gather_sum,@function
gather_sum:                             ; @gather_sum
; %bb.0:
	s_load_b64 s[4:5], s[2:3], 0x20
	s_load_b32 s6, s[0:1], 0x4
	s_load_b64 s[0:1], s[2:3], 0x10
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v2, s4, s4, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v3, null, s5, 0, s4
	s_and_b32 s4, s6, 0xffff
	s_delay_alu instid0(VALU_DEP_1) | instid1(SALU_CYCLE_1)
	v_mad_u64_u32 v[0:1], null, s4, s15, v[2:3]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_lshlrev_b64 v[2:3], 6, v[0:1]
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_add_co_u32 v14, vcc_lo, s0, v2
	s_delay_alu instid0(VALU_DEP_3)
	v_add_co_ci_u32_e32 v15, vcc_lo, s1, v3, vcc_lo
	s_load_b128 s[0:3], s[2:3], 0x0
	s_clause 0x3
	global_load_b128 v[2:5], v[14:15], off
	global_load_b128 v[6:9], v[14:15], off offset:16
	global_load_b128 v[10:13], v[14:15], off offset:32
	global_load_b128 v[14:17], v[14:15], off offset:48
	s_waitcnt vmcnt(3)
	v_ashrrev_i32_e32 v19, 31, v2
	v_mov_b32_e32 v18, v2
	v_ashrrev_i32_e32 v21, 31, v3
	v_mov_b32_e32 v20, v3
	v_ashrrev_i32_e32 v3, 31, v4
	v_mov_b32_e32 v2, v4
	v_ashrrev_i32_e32 v23, 31, v5
	v_mov_b32_e32 v22, v5
	s_waitcnt vmcnt(2)
	v_ashrrev_i32_e32 v5, 31, v6
	v_mov_b32_e32 v4, v6
	v_ashrrev_i32_e32 v25, 31, v7
	v_mov_b32_e32 v24, v7
	v_ashrrev_i32_e32 v7, 31, v8
	v_mov_b32_e32 v6, v8
	v_ashrrev_i32_e32 v27, 31, v9
	v_mov_b32_e32 v26, v9
	s_waitcnt vmcnt(1)
	v_ashrrev_i32_e32 v9, 31, v10
	v_mov_b32_e32 v8, v10
	v_ashrrev_i32_e32 v29, 31, v11
	v_mov_b32_e32 v28, v11
	v_ashrrev_i32_e32 v11, 31, v12
	v_mov_b32_e32 v10, v12
	v_ashrrev_i32_e32 v31, 31, v13
	v_mov_b32_e32 v30, v13
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e32 v13, 31, v14
	v_mov_b32_e32 v12, v14
	v_ashrrev_i32_e32 v33, 31, v15
	v_mov_b32_e32 v32, v15
	v_ashrrev_i32_e32 v15, 31, v16
	v_mov_b32_e32 v14, v16
	v_ashrrev_i32_e32 v35, 31, v17
	v_mov_b32_e32 v34, v17
	v_lshlrev_b64 v[16:17], 2, v[18:19]
	v_lshlrev_b64 v[18:19], 2, v[20:21]
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_lshlrev_b64 v[20:21], 2, v[22:23]
	v_lshlrev_b64 v[22:23], 2, v[24:25]
	v_lshlrev_b64 v[24:25], 2, v[26:27]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v16, vcc_lo, s2, v16
	v_add_co_ci_u32_e32 v17, vcc_lo, s3, v17, vcc_lo
	v_add_co_u32 v18, vcc_lo, s2, v18
	v_lshlrev_b64 v[26:27], 2, v[28:29]
	v_lshlrev_b64 v[28:29], 2, v[30:31]
	v_lshlrev_b64 v[30:31], 2, v[32:33]
	v_lshlrev_b64 v[32:33], 2, v[34:35]
	v_add_co_ci_u32_e32 v19, vcc_lo, s3, v19, vcc_lo
	global_load_b32 v34, v[16:17], off
	v_add_co_u32 v2, vcc_lo, s2, v2
	global_load_b32 v18, v[18:19], off
	v_add_co_ci_u32_e32 v3, vcc_lo, s3, v3, vcc_lo
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	v_lshlrev_b64 v[8:9], 2, v[8:9]
	global_load_b32 v19, v[2:3], off
	v_add_co_u32 v16, vcc_lo, s2, v20
	v_add_co_ci_u32_e32 v17, vcc_lo, s3, v21, vcc_lo
	v_add_co_u32 v2, vcc_lo, s2, v4
	v_add_co_ci_u32_e32 v3, vcc_lo, s3, v5, vcc_lo
	global_load_b32 v16, v[16:17], off
	v_add_co_u32 v4, vcc_lo, s2, v22
	v_add_co_ci_u32_e32 v5, vcc_lo, s3, v23, vcc_lo
	global_load_b32 v17, v[2:3], off
	v_add_co_u32 v2, vcc_lo, s2, v6
	v_add_co_ci_u32_e32 v3, vcc_lo, s3, v7, vcc_lo
	global_load_b32 v6, v[4:5], off
	v_lshlrev_b64 v[10:11], 2, v[10:11]
	v_lshlrev_b64 v[12:13], 2, v[12:13]
	global_load_b32 v7, v[2:3], off
	v_add_co_u32 v4, vcc_lo, s2, v24
	v_add_co_ci_u32_e32 v5, vcc_lo, s3, v25, vcc_lo
	v_add_co_u32 v2, vcc_lo, s2, v8
	v_add_co_ci_u32_e32 v3, vcc_lo, s3, v9, vcc_lo
	global_load_b32 v8, v[4:5], off
	v_lshlrev_b64 v[14:15], 2, v[14:15]
	global_load_b32 v9, v[2:3], off
	v_add_co_u32 v4, vcc_lo, s2, v26
	v_add_co_ci_u32_e32 v5, vcc_lo, s3, v27, vcc_lo
	v_add_co_u32 v2, vcc_lo, s2, v10
	v_add_co_ci_u32_e32 v3, vcc_lo, s3, v11, vcc_lo
	s_clause 0x1
	global_load_b32 v10, v[4:5], off
	global_load_b32 v11, v[2:3], off
	v_add_co_u32 v4, vcc_lo, s2, v28
	v_add_co_ci_u32_e32 v5, vcc_lo, s3, v29, vcc_lo
	v_add_co_u32 v2, vcc_lo, s2, v12
	v_add_co_ci_u32_e32 v3, vcc_lo, s3, v13, vcc_lo
	s_clause 0x1
	global_load_b32 v12, v[4:5], off
	global_load_b32 v13, v[2:3], off
	v_add_co_u32 v4, vcc_lo, s2, v30
	v_add_co_ci_u32_e32 v5, vcc_lo, s3, v31, vcc_lo
	v_add_co_u32 v2, vcc_lo, s2, v14
	v_add_co_ci_u32_e32 v3, vcc_lo, s3, v15, vcc_lo
	global_load_b32 v14, v[4:5], off
	v_add_co_u32 v4, vcc_lo, s2, v32
	v_add_co_ci_u32_e32 v5, vcc_lo, s3, v33, vcc_lo
	s_clause 0x1
	global_load_b32 v2, v[2:3], off
	global_load_b32 v3, v[4:5], off
	v_add_co_u32 v0, vcc_lo, s0, v0
	v_add_co_ci_u32_e32 v1, vcc_lo, s1, v1, vcc_lo
	s_waitcnt vmcnt(15)
	v_mul_f32_e32 v4, v34, v34
	s_waitcnt vmcnt(14)
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v5, v18, v18 :: v_dual_add_f32 v4, 0, v4
	s_waitcnt vmcnt(13)
	v_mul_f32_e32 v15, v19, v19
	v_fmac_f32_e32 v5, 0.5, v4
	s_waitcnt vmcnt(12)
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_dual_fmac_f32 v15, 0.5, v5 :: v_dual_mul_f32 v4, v16, v16
	s_waitcnt vmcnt(11)
	v_dual_mul_f32 v5, v17, v17 :: v_dual_fmac_f32 v4, 0.5, v15
	s_waitcnt vmcnt(10)
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v6, v6, v6 :: v_dual_fmac_f32 v5, 0.5, v4
	s_waitcnt vmcnt(9)
	v_mul_f32_e32 v4, v7, v7
	v_fmac_f32_e32 v6, 0.5, v5
	s_waitcnt vmcnt(8)
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_dual_fmac_f32 v4, 0.5, v6 :: v_dual_mul_f32 v5, v8, v8
	s_waitcnt vmcnt(7)
	v_dual_mul_f32 v6, v9, v9 :: v_dual_fmac_f32 v5, 0.5, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v6, 0.5, v5
	s_waitcnt vmcnt(5)
	v_dual_mul_f32 v4, v10, v10 :: v_dual_mul_f32 v5, v11, v11
	v_fmac_f32_e32 v4, 0.5, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v5, 0.5, v4
	s_waitcnt vmcnt(4)
	v_mul_f32_e32 v6, v12, v12
	s_waitcnt vmcnt(3)
	v_mul_f32_e32 v4, v13, v13
	v_fmac_f32_e32 v6, 0.5, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v4, 0.5, v6
	s_waitcnt vmcnt(2)
	v_mul_f32_e32 v5, v14, v14
	s_waitcnt vmcnt(1)
	v_dual_fmac_f32 v5, 0.5, v4 :: v_dual_mul_f32 v2, v2, v2
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v3, v3, v3 :: v_dual_fmac_f32 v2, 0.5, v5
	v_fmac_f32_e32 v3, 0.5, v2
	global_store_b32 v[0:1], v3, off
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel gather_sum
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
		.amdhsa_next_free_vgpr 36
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
	.size	gather_sum, .Lfunc_end0-gather_sum
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1088
; NumSgprs: 18
; NumVgprs: 36
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 36
; Occupancy: 16
; WaveLimiterHint : 1
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
        .type_name:      'int*'
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
    .name:           gather_sum
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         gather_sum.kd
    .uses_dynamic_stack: false
    .vgpr_count:     36
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1100
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
