	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.protected	blend                   ; -- Begin function blend
	.globl	blend
	.p2align	8
	.type	blend,@function
blend:                                  ; @blend
; %bb.0:
	s_load_dword s10, s[4:5], 0x4
	s_load_dword s11, s[6:7], 0x18
	s_load_dword s9, s[6:7], 0x0
	s_load_dwordx2 s[2:3], s[6:7], 0x8
	s_load_dwordx2 s[0:1], s[6:7], 0x10
	s_waitcnt lgkmcnt(0)
	s_and_b32 s4, s10, 0xffff
	s_mul_i32 s4, s4, s8
	v_add_u32_e32 v0, s11, v0
	v_add_lshl_u32 v0, v0, s4, 5
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[32:33], 2, v[0:1]
	v_mov_b32_e32 v0, s3
	v_add_co_u32_e32 v34, vcc, s2, v32
	v_addc_co_u32_e32 v35, vcc, v0, v33, vcc
	global_load_dwordx4 v[0:3], v[34:35], off
	global_load_dwordx4 v[4:7], v[34:35], off offset:16
	global_load_dwordx4 v[8:11], v[34:35], off offset:32
	global_load_dwordx4 v[12:15], v[34:35], off offset:48
	global_load_dwordx4 v[28:31], v[34:35], off offset:64
	global_load_dwordx4 v[24:27], v[34:35], off offset:80
	global_load_dwordx4 v[20:23], v[34:35], off offset:96
	global_load_dwordx4 v[16:19], v[34:35], off offset:112
	s_cmp_lt_i32 s9, 1
	s_cbranch_scc1 .LBB0_2
.LBB0_1:                                ; =>This Inner Loop Header: Depth=1
	s_load_dword s4, s[2:3], 0x0
	s_add_i32 s9, s9, -1
	s_add_u32 s2, s2, 4
	s_addc_u32 s3, s3, 0
	s_cmp_eq_u32 s9, 0
	s_waitcnt vmcnt(7) lgkmcnt(0)
	v_fma_f32 v0, v0, s4, s4
	v_fma_f32 v1, v1, s4, s4
	v_fma_f32 v2, v2, s4, s4
	v_fma_f32 v3, v3, s4, s4
	s_waitcnt vmcnt(6)
	v_fma_f32 v4, v4, s4, s4
	v_fma_f32 v5, v5, s4, s4
	v_fma_f32 v6, v6, s4, s4
	v_fma_f32 v7, v7, s4, s4
	s_waitcnt vmcnt(5)
	v_fma_f32 v8, v8, s4, s4
	v_fma_f32 v9, v9, s4, s4
	v_fma_f32 v10, v10, s4, s4
	v_fma_f32 v11, v11, s4, s4
	s_waitcnt vmcnt(4)
	v_fma_f32 v12, v12, s4, s4
	v_fma_f32 v13, v13, s4, s4
	v_fma_f32 v14, v14, s4, s4
	v_fma_f32 v15, v15, s4, s4
	s_waitcnt vmcnt(3)
	v_fma_f32 v28, v28, s4, s4
	v_fma_f32 v29, v29, s4, s4
	v_fma_f32 v30, v30, s4, s4
	v_fma_f32 v31, v31, s4, s4
	s_waitcnt vmcnt(2)
	v_fma_f32 v24, v24, s4, s4
	v_fma_f32 v25, v25, s4, s4
	v_fma_f32 v26, v26, s4, s4
	v_fma_f32 v27, v27, s4, s4
	s_waitcnt vmcnt(1)
	v_fma_f32 v20, v20, s4, s4
	v_fma_f32 v21, v21, s4, s4
	v_fma_f32 v22, v22, s4, s4
	v_fma_f32 v23, v23, s4, s4
	s_waitcnt vmcnt(0)
	v_fma_f32 v16, v16, s4, s4
	v_fma_f32 v17, v17, s4, s4
	v_fma_f32 v18, v18, s4, s4
	v_fma_f32 v19, v19, s4, s4
	s_cbranch_scc0 .LBB0_1
.LBB0_2:
	v_mov_b32_e32 v34, s1
	v_add_co_u32_e32 v32, vcc, s0, v32
	v_addc_co_u32_e32 v33, vcc, v34, v33, vcc
	s_waitcnt vmcnt(7)
	global_store_dwordx4 v[32:33], v[0:3], off
	s_waitcnt vmcnt(7)
	global_store_dwordx4 v[32:33], v[4:7], off offset:16
	s_waitcnt vmcnt(7)
	global_store_dwordx4 v[32:33], v[8:11], off offset:32
	s_waitcnt vmcnt(7)
	global_store_dwordx4 v[32:33], v[12:15], off offset:48
	s_waitcnt vmcnt(7)
	global_store_dwordx4 v[32:33], v[28:31], off offset:64
	s_waitcnt vmcnt(7)
	global_store_dwordx4 v[32:33], v[24:27], off offset:80
	s_waitcnt vmcnt(7)
	global_store_dwordx4 v[32:33], v[20:23], off offset:96
	s_waitcnt vmcnt(7)
	global_store_dwordx4 v[32:33], v[16:19], off offset:112
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
		.amdhsa_next_free_vgpr 36
		.amdhsa_next_free_sgpr 12
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
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
; codeLenInByte = 720
; NumSgprs: 14
; NumVgprs: 36
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 8
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 36
; Occupancy: 7
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
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         blend.kd
    .uses_dynamic_stack: false
    .vgpr_count:     36
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx900
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
