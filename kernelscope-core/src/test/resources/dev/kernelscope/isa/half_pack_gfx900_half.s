	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.protected	blend                   ; -- Begin function blend
	.globl	blend
	.p2align	8
	.type	blend,@function
blend:                                  ; @blend
; %bb.0:
	s_load_dword s9, s[4:5], 0x4
	s_load_dword s10, s[6:7], 0x18
	s_load_dwordx2 s[2:3], s[6:7], 0x8
	s_load_dwordx2 s[0:1], s[6:7], 0x10
	s_waitcnt lgkmcnt(0)
	s_and_b32 s4, s9, 0xffff
	s_mul_i32 s4, s4, s8
	v_add_u32_e32 v0, s10, v0
	v_add_lshl_u32 v0, v0, s4, 5
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[16:17], 1, v[0:1]
	v_mov_b32_e32 v0, s3
	v_add_co_u32_e32 v18, vcc, s2, v16
	v_addc_co_u32_e32 v19, vcc, v0, v17, vcc
	global_load_dwordx4 v[0:3], v[18:19], off
	global_load_dwordx4 v[4:7], v[18:19], off offset:16
	global_load_dwordx4 v[8:11], v[18:19], off offset:32
	global_load_dwordx4 v[12:15], v[18:19], off offset:48
	s_load_dword s4, s[6:7], 0x0
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s4, 1
	s_cbranch_scc1 .LBB0_3
; %bb.1:
	v_mov_b32_e32 v18, 0
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	global_load_ushort v19, v18, s[2:3]
	s_add_i32 s4, s4, -1
	s_add_u32 s2, s2, 2
	s_addc_u32 s3, s3, 0
	s_cmp_eq_u32 s4, 0
	s_waitcnt vmcnt(0)
	v_pk_fma_f16 v0, v0, v19, v19 op_sel_hi:[1,0,0]
	v_pk_fma_f16 v1, v1, v19, v19 op_sel_hi:[1,0,0]
	v_pk_fma_f16 v2, v2, v19, v19 op_sel_hi:[1,0,0]
	v_pk_fma_f16 v3, v3, v19, v19 op_sel_hi:[1,0,0]
	v_pk_fma_f16 v4, v4, v19, v19 op_sel_hi:[1,0,0]
	v_pk_fma_f16 v5, v5, v19, v19 op_sel_hi:[1,0,0]
	v_pk_fma_f16 v6, v6, v19, v19 op_sel_hi:[1,0,0]
	v_pk_fma_f16 v7, v7, v19, v19 op_sel_hi:[1,0,0]
	v_pk_fma_f16 v8, v8, v19, v19 op_sel_hi:[1,0,0]
	v_pk_fma_f16 v9, v9, v19, v19 op_sel_hi:[1,0,0]
	v_pk_fma_f16 v10, v10, v19, v19 op_sel_hi:[1,0,0]
	v_pk_fma_f16 v11, v11, v19, v19 op_sel_hi:[1,0,0]
	v_pk_fma_f16 v12, v12, v19, v19 op_sel_hi:[1,0,0]
	v_pk_fma_f16 v13, v13, v19, v19 op_sel_hi:[1,0,0]
	v_pk_fma_f16 v14, v14, v19, v19 op_sel_hi:[1,0,0]
	v_pk_fma_f16 v15, v15, v19, v19 op_sel_hi:[1,0,0]
	s_cbranch_scc0 .LBB0_2
.LBB0_3:
	v_mov_b32_e32 v18, s1
	v_add_co_u32_e32 v16, vcc, s0, v16
	v_addc_co_u32_e32 v17, vcc, v18, v17, vcc
	s_waitcnt vmcnt(3)
	global_store_dwordx4 v[16:17], v[0:3], off
	s_waitcnt vmcnt(3)
	global_store_dwordx4 v[16:17], v[4:7], off offset:16
	s_waitcnt vmcnt(3)
	global_store_dwordx4 v[16:17], v[8:11], off offset:32
	s_waitcnt vmcnt(3)
	global_store_dwordx4 v[16:17], v[12:15], off offset:48
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
		.amdhsa_next_free_vgpr 20
		.amdhsa_next_free_sgpr 11
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
; codeLenInByte = 428
; NumSgprs: 13
; NumVgprs: 20
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 13
; NumVGPRsForWavesPerEU: 20
; Occupancy: 10
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
        .type_name:      'half*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_restrict:    true
        .offset:         16
        .size:           8
        .type_name:      'half*'
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
    .sgpr_count:     13
    .sgpr_spill_count: 0
    .symbol:         blend.kd
    .uses_dynamic_stack: false
    .vgpr_count:     20
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx900
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
