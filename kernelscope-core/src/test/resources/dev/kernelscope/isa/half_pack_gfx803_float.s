	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx803"
	.protected	blend                   ; -- Begin function blend
	.globl	blend
	.p2align	8
	.type	blend,@function
blend:                                  ; @blend
; %bb.0:
	s_load_dword s5, s[4:5], 0x4
	s_load_dword s4, s[6:7], 0x0
	s_load_dwordx2 s[2:3], s[6:7], 0x8
	s_load_dword s9, s[6:7], 0x18
	s_load_dwordx2 s[0:1], s[6:7], 0x10
	s_waitcnt lgkmcnt(0)
	s_and_b32 s5, s5, 0xffff
	s_mul_i32 s5, s5, s8
	v_mov_b32_e32 v10, s3
	v_add_u32_e32 v0, vcc, s9, v0
	v_add_u32_e32 v0, vcc, s5, v0
	v_lshlrev_b32_e32 v32, 5, v0
	v_ashrrev_i32_e32 v33, 31, v32
	v_lshlrev_b64 v[33:34], 2, v[32:33]
	v_or_b32_e32 v8, 16, v32
	v_add_u32_e32 v0, vcc, s2, v33
	v_addc_u32_e32 v1, vcc, v10, v34, vcc
	v_add_u32_e32 v2, vcc, 16, v0
	v_addc_u32_e32 v3, vcc, 0, v1, vcc
	v_add_u32_e32 v4, vcc, 32, v0
	v_addc_u32_e32 v5, vcc, 0, v1, vcc
	v_ashrrev_i32_e32 v9, 31, v8
	v_add_u32_e32 v6, vcc, 48, v0
	v_lshlrev_b64 v[35:36], 2, v[8:9]
	v_addc_u32_e32 v7, vcc, 0, v1, vcc
	v_add_u32_e32 v8, vcc, s2, v35
	v_addc_u32_e32 v9, vcc, v10, v36, vcc
	v_add_u32_e32 v10, vcc, 16, v8
	v_addc_u32_e32 v11, vcc, 0, v9, vcc
	v_add_u32_e32 v37, vcc, 32, v8
	v_addc_u32_e32 v38, vcc, 0, v9, vcc
	v_add_u32_e32 v39, vcc, 48, v8
	v_addc_u32_e32 v40, vcc, 0, v9, vcc
	flat_load_dwordx4 v[28:31], v[0:1]
	flat_load_dwordx4 v[24:27], v[2:3]
	flat_load_dwordx4 v[20:23], v[4:5]
	flat_load_dwordx4 v[16:19], v[6:7]
	flat_load_dwordx4 v[12:15], v[8:9]
	flat_load_dwordx4 v[8:11], v[10:11]
	flat_load_dwordx4 v[4:7], v[37:38]
	flat_load_dwordx4 v[0:3], v[39:40]
	s_cmp_lt_i32 s4, 1
	s_cbranch_scc1 .LBB0_2
.LBB0_1:                                ; =>This Inner Loop Header: Depth=1
	s_load_dword s5, s[2:3], 0x0
	s_add_i32 s4, s4, -1
	s_add_u32 s2, s2, 4
	s_addc_u32 s3, s3, 0
	s_cmp_eq_u32 s4, 0
	s_waitcnt vmcnt(7) lgkmcnt(0)
	v_mad_f32 v28, v28, s5, s5
	v_mad_f32 v29, v29, s5, s5
	v_mad_f32 v30, v30, s5, s5
	v_mad_f32 v31, v31, s5, s5
	s_waitcnt vmcnt(6)
	v_mad_f32 v24, v24, s5, s5
	v_mad_f32 v25, v25, s5, s5
	v_mad_f32 v26, v26, s5, s5
	v_mad_f32 v27, v27, s5, s5
	s_waitcnt vmcnt(5)
	v_mad_f32 v20, v20, s5, s5
	v_mad_f32 v21, v21, s5, s5
	v_mad_f32 v22, v22, s5, s5
	v_mad_f32 v23, v23, s5, s5
	s_waitcnt vmcnt(4)
	v_mad_f32 v16, v16, s5, s5
	v_mad_f32 v17, v17, s5, s5
	v_mad_f32 v18, v18, s5, s5
	v_mad_f32 v19, v19, s5, s5
	s_waitcnt vmcnt(3)
	v_mad_f32 v12, v12, s5, s5
	v_mad_f32 v13, v13, s5, s5
	v_mad_f32 v14, v14, s5, s5
	v_mad_f32 v15, v15, s5, s5
	s_waitcnt vmcnt(2)
	v_mad_f32 v8, v8, s5, s5
	v_mad_f32 v9, v9, s5, s5
	v_mad_f32 v10, v10, s5, s5
	v_mad_f32 v11, v11, s5, s5
	s_waitcnt vmcnt(1)
	v_mad_f32 v4, v4, s5, s5
	v_mad_f32 v5, v5, s5, s5
	v_mad_f32 v6, v6, s5, s5
	v_mad_f32 v7, v7, s5, s5
	s_waitcnt vmcnt(0)
	v_mad_f32 v0, v0, s5, s5
	v_mad_f32 v1, v1, s5, s5
	v_mad_f32 v2, v2, s5, s5
	v_mad_f32 v3, v3, s5, s5
	s_cbranch_scc0 .LBB0_1
.LBB0_2:
	v_mov_b32_e32 v37, s1
	v_add_u32_e32 v33, vcc, s0, v33
	v_addc_u32_e32 v34, vcc, v37, v34, vcc
	s_waitcnt vmcnt(7)
	flat_store_dwordx4 v[33:34], v[28:31]
	s_nop 0
	v_or_b32_e32 v28, 4, v32
	v_ashrrev_i32_e32 v29, 31, v28
	v_lshlrev_b64 v[28:29], 2, v[28:29]
	v_add_u32_e32 v28, vcc, s0, v28
	v_addc_u32_e32 v29, vcc, v37, v29, vcc
	s_waitcnt vmcnt(7)
	flat_store_dwordx4 v[28:29], v[24:27]
	v_or_b32_e32 v28, 20, v32
	v_or_b32_e32 v24, 8, v32
	v_ashrrev_i32_e32 v25, 31, v24
	v_lshlrev_b64 v[24:25], 2, v[24:25]
	v_or_b32_e32 v26, 12, v32
	v_add_u32_e32 v24, vcc, s0, v24
	v_ashrrev_i32_e32 v27, 31, v26
	v_addc_u32_e32 v25, vcc, v37, v25, vcc
	s_waitcnt vmcnt(7)
	flat_store_dwordx4 v[24:25], v[20:23]
	v_lshlrev_b64 v[24:25], 2, v[26:27]
	v_ashrrev_i32_e32 v29, 31, v28
	v_add_u32_e32 v24, vcc, s0, v24
	v_addc_u32_e32 v25, vcc, v37, v25, vcc
	s_waitcnt vmcnt(7)
	flat_store_dwordx4 v[24:25], v[16:19]
	v_or_b32_e32 v20, 24, v32
	v_add_u32_e32 v16, vcc, s0, v35
	v_addc_u32_e32 v17, vcc, v37, v36, vcc
	s_waitcnt vmcnt(7)
	flat_store_dwordx4 v[16:17], v[12:15]
	v_ashrrev_i32_e32 v21, 31, v20
	v_lshlrev_b64 v[12:13], 2, v[28:29]
	v_or_b32_e32 v22, 28, v32
	v_add_u32_e32 v12, vcc, s0, v12
	v_addc_u32_e32 v13, vcc, v37, v13, vcc
	s_waitcnt vmcnt(7)
	flat_store_dwordx4 v[12:13], v[8:11]
	v_ashrrev_i32_e32 v23, 31, v22
	v_lshlrev_b64 v[8:9], 2, v[20:21]
	v_add_u32_e32 v8, vcc, s0, v8
	v_addc_u32_e32 v9, vcc, v37, v9, vcc
	s_waitcnt vmcnt(7)
	flat_store_dwordx4 v[8:9], v[4:7]
	s_nop 0
	v_lshlrev_b64 v[4:5], 2, v[22:23]
	v_add_u32_e32 v4, vcc, s0, v4
	v_addc_u32_e32 v5, vcc, v37, v5, vcc
	s_waitcnt vmcnt(7)
	flat_store_dwordx4 v[4:5], v[0:3]
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel blend
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 80
		.amdhsa_user_sgpr_count 8
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 41
		.amdhsa_next_free_sgpr 10
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 0
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
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
	.size	blend, .Lfunc_end0-blend
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 952
; NumSgprs: 12
; NumVgprs: 41
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 10
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 41
; Occupancy: 5
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
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
      - .access:         read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         8
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_restrict:    true
        .offset:         16
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .offset:         24
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         32
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         40
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .address_space:  global
        .offset:         48
        .size:           8
        .value_kind:     hidden_none
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 80
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           blend
    .private_segment_fixed_size: 0
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         blend.kd
    .uses_dynamic_stack: false
    .vgpr_count:     41
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx803
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
