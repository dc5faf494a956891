	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx803"
	.protected	blend                   ; -- Begin function blend
	.globl	blend
	.p2align	8
	.type	blend,@function
blend:                                  ; @blend
; %bb.0:
	s_load_dword s2, s[4:5], 0x4
	s_load_dword s3, s[6:7], 0x18
	s_load_dwordx2 s[0:1], s[6:7], 0x10
	s_load_dword s4, s[6:7], 0x0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s2, s2, 0xffff
	s_mul_i32 s2, s2, s8
	v_add_u32_e32 v0, vcc, s3, v0
	v_add_u32_e32 v0, vcc, s2, v0
	s_load_dwordx2 s[2:3], s[6:7], 0x8
	v_lshlrev_b32_e32 v2, 5, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[0:1], 1, v[2:3]
	v_or_b32_e32 v5, 2, v2
	v_ashrrev_i32_e32 v6, 31, v5
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v37, s3
	v_add_u32_e32 v3, vcc, s2, v0
	v_lshlrev_b64 v[16:17], 1, v[5:6]
	v_or_b32_e32 v7, 4, v2
	v_addc_u32_e32 v4, vcc, v37, v1, vcc
	v_ashrrev_i32_e32 v8, 31, v7
	v_add_u32_e32 v5, vcc, s2, v16
	v_lshlrev_b64 v[18:19], 1, v[7:8]
	v_or_b32_e32 v9, 6, v2
	v_addc_u32_e32 v6, vcc, v37, v17, vcc
	v_ashrrev_i32_e32 v10, 31, v9
	v_add_u32_e32 v7, vcc, s2, v18
	v_lshlrev_b64 v[20:21], 1, v[9:10]
	v_or_b32_e32 v11, 8, v2
	v_addc_u32_e32 v8, vcc, v37, v19, vcc
	v_ashrrev_i32_e32 v12, 31, v11
	v_add_u32_e32 v9, vcc, s2, v20
	v_lshlrev_b64 v[22:23], 1, v[11:12]
	v_or_b32_e32 v13, 10, v2
	v_addc_u32_e32 v10, vcc, v37, v21, vcc
	v_ashrrev_i32_e32 v14, 31, v13
	v_add_u32_e32 v11, vcc, s2, v22
	v_lshlrev_b64 v[24:25], 1, v[13:14]
	v_or_b32_e32 v26, 12, v2
	v_addc_u32_e32 v12, vcc, v37, v23, vcc
	v_ashrrev_i32_e32 v27, 31, v26
	v_add_u32_e32 v13, vcc, s2, v24
	v_lshlrev_b64 v[26:27], 1, v[26:27]
	v_or_b32_e32 v28, 14, v2
	v_addc_u32_e32 v14, vcc, v37, v25, vcc
	v_ashrrev_i32_e32 v29, 31, v28
	v_add_u32_e32 v30, vcc, s2, v26
	v_lshlrev_b64 v[28:29], 1, v[28:29]
	v_addc_u32_e32 v31, vcc, v37, v27, vcc
	v_add_u32_e32 v32, vcc, s2, v28
	v_addc_u32_e32 v33, vcc, v37, v29, vcc
	flat_load_dword v46, v[3:4]
	flat_load_dword v45, v[5:6]
	flat_load_dword v43, v[7:8]
	flat_load_dword v42, v[9:10]
	flat_load_dword v41, v[11:12]
	flat_load_dword v39, v[13:14]
	flat_load_dword v38, v[30:31]
	flat_load_dword v36, v[32:33]
	v_or_b32_e32 v3, 16, v2
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshlrev_b64 v[30:31], 1, v[3:4]
	v_or_b32_e32 v3, 18, v2
	v_ashrrev_i32_e32 v4, 31, v3
	v_add_u32_e32 v32, vcc, s2, v30
	v_lshlrev_b64 v[14:15], 1, v[3:4]
	v_or_b32_e32 v3, 20, v2
	v_addc_u32_e32 v33, vcc, v37, v31, vcc
	v_ashrrev_i32_e32 v4, 31, v3
	v_add_u32_e32 v34, vcc, s2, v14
	v_lshlrev_b64 v[12:13], 1, v[3:4]
	v_or_b32_e32 v3, 22, v2
	v_addc_u32_e32 v35, vcc, v37, v15, vcc
	v_ashrrev_i32_e32 v4, 31, v3
	v_add_u32_e32 v48, vcc, s2, v12
	v_lshlrev_b64 v[10:11], 1, v[3:4]
	v_or_b32_e32 v3, 24, v2
	v_addc_u32_e32 v49, vcc, v37, v13, vcc
	v_ashrrev_i32_e32 v4, 31, v3
	v_add_u32_e32 v50, vcc, s2, v10
	v_lshlrev_b64 v[8:9], 1, v[3:4]
	v_or_b32_e32 v3, 26, v2
	v_addc_u32_e32 v51, vcc, v37, v11, vcc
	v_ashrrev_i32_e32 v4, 31, v3
	v_add_u32_e32 v52, vcc, s2, v8
	v_lshlrev_b64 v[6:7], 1, v[3:4]
	v_or_b32_e32 v3, 28, v2
	v_addc_u32_e32 v53, vcc, v37, v9, vcc
	v_ashrrev_i32_e32 v4, 31, v3
	v_add_u32_e32 v54, vcc, s2, v6
	v_lshlrev_b64 v[4:5], 1, v[3:4]
	v_or_b32_e32 v2, 30, v2
	v_addc_u32_e32 v55, vcc, v37, v7, vcc
	v_ashrrev_i32_e32 v3, 31, v2
	v_add_u32_e32 v56, vcc, s2, v4
	v_lshlrev_b64 v[2:3], 1, v[2:3]
	v_addc_u32_e32 v57, vcc, v37, v5, vcc
	v_add_u32_e32 v58, vcc, s2, v2
	v_addc_u32_e32 v59, vcc, v37, v3, vcc
	flat_load_dword v47, v[32:33]
	flat_load_dword v44, v[34:35]
	flat_load_dword v40, v[48:49]
	flat_load_dword v37, v[50:51]
	flat_load_dword v35, v[52:53]
	flat_load_dword v34, v[54:55]
	flat_load_dword v33, v[56:57]
	flat_load_dword v32, v[58:59]
	s_cmp_lt_i32 s4, 1
	s_cbranch_scc1 .LBB0_2
.LBB0_1:                                ; =>This Inner Loop Header: Depth=1
	v_mov_b32_e32 v49, s3
	v_mov_b32_e32 v48, s2
	flat_load_ushort v48, v[48:49]
	s_waitcnt vmcnt(14)
	v_lshrrev_b32_e32 v49, 16, v46
	s_add_i32 s4, s4, -1
	s_add_u32 s2, s2, 2
	s_addc_u32 s3, s3, 0
	s_cmp_eq_u32 s4, 0
	s_waitcnt vmcnt(0)
	v_fma_f16 v49, v49, v48, v48
	v_lshlrev_b32_e32 v49, 16, v49
	v_fma_f16 v46, v46, v48, v48
	v_or_b32_e32 v46, v46, v49
	v_lshrrev_b32_e32 v49, 16, v45
	v_fma_f16 v49, v49, v48, v48
	v_lshlrev_b32_e32 v49, 16, v49
	v_fma_f16 v45, v45, v48, v48
	v_or_b32_e32 v45, v45, v49
	v_lshrrev_b32_e32 v49, 16, v43
	v_fma_f16 v49, v49, v48, v48
	v_lshlrev_b32_e32 v49, 16, v49
	v_fma_f16 v43, v43, v48, v48
	v_or_b32_e32 v43, v43, v49
	v_lshrrev_b32_e32 v49, 16, v42
	v_fma_f16 v49, v49, v48, v48
	v_lshlrev_b32_e32 v49, 16, v49
	v_fma_f16 v42, v42, v48, v48
	v_or_b32_e32 v42, v42, v49
	v_lshrrev_b32_e32 v49, 16, v41
	v_fma_f16 v49, v49, v48, v48
	v_lshlrev_b32_e32 v49, 16, v49
	v_fma_f16 v41, v41, v48, v48
	v_or_b32_e32 v41, v41, v49
	v_lshrrev_b32_e32 v49, 16, v39
	v_fma_f16 v49, v49, v48, v48
	v_lshlrev_b32_e32 v49, 16, v49
	v_fma_f16 v39, v39, v48, v48
	v_or_b32_e32 v39, v39, v49
	v_lshrrev_b32_e32 v49, 16, v38
	v_fma_f16 v49, v49, v48, v48
	v_lshlrev_b32_e32 v49, 16, v49
	v_fma_f16 v38, v38, v48, v48
	v_or_b32_e32 v38, v38, v49
	v_lshrrev_b32_e32 v49, 16, v36
	v_fma_f16 v49, v49, v48, v48
	v_lshlrev_b32_e32 v49, 16, v49
	v_fma_f16 v36, v36, v48, v48
	v_or_b32_e32 v36, v36, v49
	v_lshrrev_b32_e32 v49, 16, v47
	v_fma_f16 v49, v49, v48, v48
	v_lshlrev_b32_e32 v49, 16, v49
	v_fma_f16 v47, v47, v48, v48
	v_or_b32_e32 v47, v47, v49
	v_lshrrev_b32_e32 v49, 16, v44
	v_fma_f16 v49, v49, v48, v48
	v_lshlrev_b32_e32 v49, 16, v49
	v_fma_f16 v44, v44, v48, v48
	v_or_b32_e32 v44, v44, v49
	v_lshrrev_b32_e32 v49, 16, v40
	v_fma_f16 v49, v49, v48, v48
	v_lshlrev_b32_e32 v49, 16, v49
	v_fma_f16 v40, v40, v48, v48
	v_or_b32_e32 v40, v40, v49
	v_lshrrev_b32_e32 v49, 16, v37
	v_fma_f16 v49, v49, v48, v48
	v_lshlrev_b32_e32 v49, 16, v49
	v_fma_f16 v37, v37, v48, v48
	v_or_b32_e32 v37, v37, v49
	v_lshrrev_b32_e32 v49, 16, v35
	v_fma_f16 v49, v49, v48, v48
	v_lshlrev_b32_e32 v49, 16, v49
	v_fma_f16 v35, v35, v48, v48
	v_or_b32_e32 v35, v35, v49
	v_lshrrev_b32_e32 v49, 16, v34
	v_fma_f16 v49, v49, v48, v48
	v_lshlrev_b32_e32 v49, 16, v49
	v_fma_f16 v34, v34, v48, v48
	v_or_b32_e32 v34, v34, v49
	v_lshrrev_b32_e32 v49, 16, v33
	v_fma_f16 v49, v49, v48, v48
	v_lshlrev_b32_e32 v49, 16, v49
	v_fma_f16 v33, v33, v48, v48
	v_or_b32_e32 v33, v33, v49
	v_lshrrev_b32_e32 v49, 16, v32
	v_fma_f16 v49, v49, v48, v48
	v_lshlrev_b32_e32 v49, 16, v49
	v_fma_f16 v32, v32, v48, v48
	v_or_b32_e32 v32, v32, v49
	s_cbranch_scc0 .LBB0_1
.LBB0_2:
	v_mov_b32_e32 v48, s1
	v_add_u32_e32 v0, vcc, s0, v0
	v_addc_u32_e32 v1, vcc, v48, v1, vcc
	s_waitcnt vmcnt(14)
	flat_store_dword v[0:1], v46
	v_add_u32_e32 v0, vcc, s0, v16
	v_addc_u32_e32 v1, vcc, v48, v17, vcc
	flat_store_dword v[0:1], v45
	v_add_u32_e32 v0, vcc, s0, v18
	v_addc_u32_e32 v1, vcc, v48, v19, vcc
	s_waitcnt vmcnt(14)
	flat_store_dword v[0:1], v43
	v_add_u32_e32 v0, vcc, s0, v20
	v_addc_u32_e32 v1, vcc, v48, v21, vcc
	flat_store_dword v[0:1], v42
	v_add_u32_e32 v0, vcc, s0, v22
	v_addc_u32_e32 v1, vcc, v48, v23, vcc
	s_waitcnt vmcnt(14)
	flat_store_dword v[0:1], v41
	v_add_u32_e32 v0, vcc, s0, v24
	v_addc_u32_e32 v1, vcc, v48, v25, vcc
	flat_store_dword v[0:1], v39
	v_add_u32_e32 v0, vcc, s0, v26
	v_addc_u32_e32 v1, vcc, v48, v27, vcc
	s_waitcnt vmcnt(14)
	flat_store_dword v[0:1], v38
	v_add_u32_e32 v0, vcc, s0, v28
	v_addc_u32_e32 v1, vcc, v48, v29, vcc
	flat_store_dword v[0:1], v36
	v_add_u32_e32 v0, vcc, s0, v30
	v_addc_u32_e32 v1, vcc, v48, v31, vcc
	s_waitcnt vmcnt(14)
	flat_store_dword v[0:1], v47
	v_add_u32_e32 v0, vcc, s0, v14
	v_addc_u32_e32 v1, vcc, v48, v15, vcc
	flat_store_dword v[0:1], v44
	v_add_u32_e32 v0, vcc, s0, v12
	v_addc_u32_e32 v1, vcc, v48, v13, vcc
	s_waitcnt vmcnt(14)
	flat_store_dword v[0:1], v40
	v_add_u32_e32 v0, vcc, s0, v10
	v_addc_u32_e32 v1, vcc, v48, v11, vcc
	flat_store_dword v[0:1], v37
	v_add_u32_e32 v0, vcc, s0, v8
	v_addc_u32_e32 v1, vcc, v48, v9, vcc
	s_waitcnt vmcnt(14)
	flat_store_dword v[0:1], v35
	v_add_u32_e32 v0, vcc, s0, v6
	v_addc_u32_e32 v1, vcc, v48, v7, vcc
	flat_store_dword v[0:1], v34
	v_add_u32_e32 v0, vcc, s0, v4
	v_addc_u32_e32 v1, vcc, v48, v5, vcc
	s_waitcnt vmcnt(14)
	flat_store_dword v[0:1], v33
	v_add_u32_e32 v0, vcc, s0, v2
	v_addc_u32_e32 v1, vcc, v48, v3, vcc
	flat_store_dword v[0:1], v32
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
		.amdhsa_next_free_vgpr 60
		.amdhsa_next_free_sgpr 9
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
; codeLenInByte = 1508
; NumSgprs: 11
; NumVgprs: 60
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 14
; NumSGPRsForWavesPerEU: 11
; NumVGPRsForWavesPerEU: 60
; Occupancy: 4
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
    .sgpr_count:     11
    .sgpr_spill_count: 0
    .symbol:         blend.kd
    .uses_dynamic_stack: false
    .vgpr_count:     60
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx803
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
