	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx701"
	.protected	sgpr_heavy              ; -- Begin function sgpr_heavy
	.globl	sgpr_heavy
	.p2align	8
	.type	sgpr_heavy,@function
sgpr_heavy:                             ; @sgpr_heavy
; %bb.0:
	s_load_dwordx16 s[12:27], s[6:7], 0x4
	s_load_dwordx4 s[0:3], s[6:7], 0x0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s13
	s_load_dwordx16 s[36:51], s[0:1], 0x0
	s_load_dword s4, s[4:5], 0x1
	s_load_dword s5, s[6:7], 0x34
	s_waitcnt lgkmcnt(0)
	s_and_b32 s4, s4, 0xffff
	s_mul_i32 s4, s4, s8
	v_add_i32_e32 v0, vcc, s5, v0
	v_mul_f32_e32 v4, s37, v1
	v_add_i32_e32 v1, vcc, s4, v0
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v2, s36
	v_ashr_i64 v[0:1], v[0:1], 30
	v_mov_b32_e32 v3, s38
	v_mac_f32_e32 v4, s12, v2
	v_mac_f32_e32 v4, s14, v3
	v_mov_b32_e32 v3, s1
	v_add_i32_e32 v2, vcc, s0, v0
	v_addc_u32_e32 v3, vcc, v3, v1, vcc
	flat_load_dword v2, v[2:3]
	v_mov_b32_e32 v5, s39
	v_mov_b32_e32 v6, s40
	v_mac_f32_e32 v4, s15, v5
	v_mov_b32_e32 v7, s41
	v_mac_f32_e32 v4, s16, v6
	v_mov_b32_e32 v8, s42
	v_mac_f32_e32 v4, s17, v7
	v_mov_b32_e32 v9, s43
	v_mac_f32_e32 v4, s18, v8
	v_mov_b32_e32 v10, s44
	v_mac_f32_e32 v4, s19, v9
	v_mov_b32_e32 v11, s45
	v_mac_f32_e32 v4, s20, v10
	v_mov_b32_e32 v12, s46
	v_mac_f32_e32 v4, s21, v11
	v_mov_b32_e32 v13, s47
	v_mac_f32_e32 v4, s22, v12
	v_mac_f32_e32 v4, s23, v13
	s_load_dwordx16 s[8:23], s[0:1], 0x10
	v_mov_b32_e32 v14, s48
	v_mov_b32_e32 v15, s49
	v_mac_f32_e32 v4, s24, v14
	v_mov_b32_e32 v16, s50
	v_mac_f32_e32 v4, s25, v15
	v_mov_b32_e32 v17, s51
	v_mac_f32_e32 v4, s26, v16
	v_mac_f32_e32 v4, s27, v17
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v3, s8
	v_mov_b32_e32 v5, s9
	v_mov_b32_e32 v6, s10
	v_mov_b32_e32 v7, s11
	v_mov_b32_e32 v8, s12
	v_mov_b32_e32 v9, s13
	v_mov_b32_e32 v10, s14
	v_mov_b32_e32 v11, s15
	v_mov_b32_e32 v12, s16
	v_mov_b32_e32 v13, s17
	v_mov_b32_e32 v14, s18
	v_mov_b32_e32 v15, s19
	v_mov_b32_e32 v16, s20
	v_mov_b32_e32 v17, s21
	v_mov_b32_e32 v18, s22
	v_mov_b32_e32 v19, s23
	s_load_dwordx16 s[8:23], s[6:7], 0x14
	v_add_i32_e32 v0, vcc, s2, v0
	s_waitcnt lgkmcnt(0)
	v_mac_f32_e32 v4, s8, v3
	v_mac_f32_e32 v4, s9, v5
	v_mac_f32_e32 v4, s10, v6
	v_mac_f32_e32 v4, s11, v7
	v_mac_f32_e32 v4, s12, v8
	v_mac_f32_e32 v4, s13, v9
	v_mac_f32_e32 v4, s14, v10
	v_mac_f32_e32 v4, s15, v11
	v_mac_f32_e32 v4, s16, v12
	v_mac_f32_e32 v4, s17, v13
	v_mac_f32_e32 v4, s18, v14
	v_mac_f32_e32 v4, s19, v15
	v_mac_f32_e32 v4, s20, v16
	v_mac_f32_e32 v4, s21, v17
	v_mac_f32_e32 v4, s22, v18
	v_mac_f32_e32 v4, s23, v19
	s_load_dwordx16 s[8:23], s[0:1], 0x20
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v3, s8
	v_mov_b32_e32 v5, s9
	v_mov_b32_e32 v6, s10
	v_mov_b32_e32 v7, s11
	v_mov_b32_e32 v8, s12
	v_mov_b32_e32 v9, s13
	v_mov_b32_e32 v10, s14
	v_mov_b32_e32 v11, s15
	v_mov_b32_e32 v12, s16
	v_mov_b32_e32 v13, s17
	v_mov_b32_e32 v14, s18
	v_mov_b32_e32 v15, s19
	s_load_dwordx16 s[4:19], s[6:7], 0x24
	v_mov_b32_e32 v16, s20
	v_mov_b32_e32 v17, s21
	v_mov_b32_e32 v18, s22
	v_mov_b32_e32 v19, s23
	s_waitcnt lgkmcnt(0)
	v_mac_f32_e32 v4, s4, v3
	v_mac_f32_e32 v4, s5, v5
	v_mac_f32_e32 v4, s6, v6
	v_mac_f32_e32 v4, s7, v7
	v_mac_f32_e32 v4, s8, v8
	v_mac_f32_e32 v4, s9, v9
	v_mac_f32_e32 v4, s10, v10
	v_mac_f32_e32 v4, s11, v11
	v_mac_f32_e32 v4, s12, v12
	v_mac_f32_e32 v4, s13, v13
	v_mac_f32_e32 v4, s14, v14
	v_mac_f32_e32 v4, s15, v15
	v_mac_f32_e32 v4, s16, v16
	v_mac_f32_e32 v4, s17, v17
	v_mac_f32_e32 v4, s18, v18
	v_mac_f32_e32 v4, s19, v19
	v_mov_b32_e32 v3, s3
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v2, v2, v4
	v_addc_u32_e32 v1, vcc, v3, v1, vcc
	flat_store_dword v[0:1], v2
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel sgpr_heavy
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 264
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
		.amdhsa_next_free_sgpr 52
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
	.size	sgpr_heavy, .Lfunc_end0-sgpr_heavy
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 528
; NumSgprs: 54
; NumVgprs: 20
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 6
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 54
; NumVGPRsForWavesPerEU: 20
; Occupancy: 9
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
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .offset:         20
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .offset:         24
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .offset:         28
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .offset:         32
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .offset:         36
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .offset:         40
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .offset:         44
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .offset:         48
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .offset:         52
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .offset:         56
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .offset:         60
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .offset:         64
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .offset:         68
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .offset:         72
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .offset:         76
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .offset:         80
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .offset:         84
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .offset:         88
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .offset:         92
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .offset:         96
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .offset:         100
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .offset:         104
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .offset:         108
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .offset:         112
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .offset:         116
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .offset:         120
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .offset:         124
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .offset:         128
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .offset:         132
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .offset:         136
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .offset:         140
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .offset:         144
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .offset:         148
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .offset:         152
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .offset:         156
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .offset:         160
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .offset:         164
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .offset:         168
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .offset:         172
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .offset:         176
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .offset:         180
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .offset:         184
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .offset:         188
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .offset:         192
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .offset:         196
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .offset:         200
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .offset:         204
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .offset:         208
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         216
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         224
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .address_space:  global
        .offset:         232
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         240
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         248
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         256
        .size:           8
        .value_kind:     hidden_none
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 264
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 64
    .name:           sgpr_heavy
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     54
    .sgpr_spill_count: 0
    .symbol:         sgpr_heavy.kd
    .uses_dynamic_stack: false
    .vgpr_count:     20
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx701
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
