	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.protected	sgemm_tiled             ; -- Begin function sgemm_tiled
	.globl	sgemm_tiled
	.p2align	8
	.type	sgemm_tiled,@function
sgemm_tiled:                            ; @sgemm_tiled
; %bb.0:
	s_load_dword s14, s[4:5], 0x4
	s_load_dwordx2 s[10:11], s[6:7], 0x20
	s_load_dwordx4 s[16:19], s[6:7], 0x28
	s_load_dwordx2 s[12:13], s[6:7], 0x4
	s_load_dwordx4 s[0:3], s[6:7], 0x10
	s_waitcnt lgkmcnt(0)
	s_lshr_b32 s4, s14, 16
	v_bfe_u32 v1, v0, 10, 10
	s_mul_i32 s4, s4, s9
	v_add_u32_e32 v1, s18, v1
	s_and_b32 s5, s14, 0xffff
	v_and_b32_e32 v0, 0x3ff, v0
	v_add_lshl_u32 v30, v1, s4, 2
	s_mul_i32 s5, s5, s8
	v_add_u32_e32 v0, s16, v0
	s_cmp_gt_i32 s13, 0
	s_mov_b32 s4, 0
	s_cbranch_scc1 .LBB0_3
; %bb.1:
	v_or_b32_e32 v31, 1, v30
	v_or_b32_e32 v29, 2, v30
	v_or_b32_e32 v28, 3, v30
	v_add_lshl_u32 v0, v0, s5, 2
	s_cbranch_execz .LBB0_4
; %bb.2:
	s_mov_b32 s5, s4
	v_pk_mov_b32 v[2:3], s[4:5], s[4:5] op_sel:[0,1]
	v_pk_mov_b32 v[4:5], s[4:5], s[4:5] op_sel:[0,1]
	v_pk_mov_b32 v[6:7], s[4:5], s[4:5] op_sel:[0,1]
	v_pk_mov_b32 v[8:9], s[4:5], s[4:5] op_sel:[0,1]
	v_pk_mov_b32 v[10:11], s[4:5], s[4:5] op_sel:[0,1]
	v_pk_mov_b32 v[12:13], s[4:5], s[4:5] op_sel:[0,1]
	v_pk_mov_b32 v[16:17], s[4:5], s[4:5] op_sel:[0,1]
	v_pk_mov_b32 v[14:15], s[4:5], s[4:5] op_sel:[0,1]
	s_branch .LBB0_6
.LBB0_3:
                                        ; implicit-def: $vgpr31
                                        ; implicit-def: $vgpr29
                                        ; implicit-def: $vgpr28
	v_add_lshl_u32 v0, v0, s5, 2
.LBB0_4:
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[4:5], 2, v[0:1]
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v3, vcc, s2, v4
	v_mul_lo_u32 v2, v30, s13
	v_addc_co_u32_e32 v1, vcc, v5, v1, vcc
	s_movk_i32 s2, 0x80
	v_add_co_u32_e32 v18, vcc, s2, v3
	v_ashrrev_i32_e32 v3, 31, v2
	v_addc_co_u32_e32 v19, vcc, 0, v1, vcc
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v20, vcc, s0, v2
	v_addc_co_u32_e32 v21, vcc, v1, v3, vcc
	v_add_u32_e32 v1, 1, v30
	s_mov_b32 s4, 0
	v_mul_lo_u32 v22, s13, v1
	v_add_u32_e32 v1, 2, v30
	s_ashr_i32 s3, s12, 31
	s_mov_b32 s2, s12
	v_mul_lo_u32 v24, s13, v1
	v_add_u32_e32 v1, 3, v30
	s_mov_b32 s5, s4
	v_or_b32_e32 v31, 1, v30
	v_or_b32_e32 v29, 2, v30
	v_or_b32_e32 v28, 3, v30
	s_lshl_b64 s[2:3], s[2:3], 2
	v_mul_lo_u32 v26, s13, v1
	v_pk_mov_b32 v[14:15], s[4:5], s[4:5] op_sel:[0,1]
	v_pk_mov_b32 v[16:17], s[4:5], s[4:5] op_sel:[0,1]
	v_pk_mov_b32 v[12:13], s[4:5], s[4:5] op_sel:[0,1]
	v_pk_mov_b32 v[10:11], s[4:5], s[4:5] op_sel:[0,1]
	v_pk_mov_b32 v[8:9], s[4:5], s[4:5] op_sel:[0,1]
	v_pk_mov_b32 v[6:7], s[4:5], s[4:5] op_sel:[0,1]
	v_pk_mov_b32 v[4:5], s[4:5], s[4:5] op_sel:[0,1]
	v_pk_mov_b32 v[2:3], s[4:5], s[4:5] op_sel:[0,1]
.LBB0_5:                                ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v23, 31, v22
	v_lshlrev_b64 v[38:39], 2, v[22:23]
	v_mov_b32_e32 v1, s1
	v_ashrrev_i32_e32 v25, 31, v24
	v_add_co_u32_e32 v38, vcc, s0, v38
	v_lshlrev_b64 v[40:41], 2, v[24:25]
	v_addc_co_u32_e32 v39, vcc, v1, v39, vcc
	v_ashrrev_i32_e32 v27, 31, v26
	v_add_co_u32_e32 v40, vcc, s0, v40
	v_lshlrev_b64 v[42:43], 2, v[26:27]
	v_addc_co_u32_e32 v41, vcc, v1, v41, vcc
	v_add_co_u32_e32 v42, vcc, s0, v42
	global_load_dword v32, v[20:21], off
	global_load_dword v34, v[18:19], off offset:-128
	global_load_dword v35, v[18:19], off offset:-64
	global_load_dword v36, v[18:19], off
	global_load_dword v37, v[18:19], off offset:64
	v_addc_co_u32_e32 v43, vcc, v1, v43, vcc
	global_load_dword v44, v[38:39], off
	global_load_dword v46, v[40:41], off
	global_load_dword v48, v[42:43], off
	v_add_co_u32_e32 v20, vcc, 4, v20
	v_addc_co_u32_e32 v21, vcc, 0, v21, vcc
	s_add_i32 s13, s13, -1
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v18, vcc, s2, v18
	v_addc_co_u32_e32 v19, vcc, v19, v1, vcc
	v_add_u32_e32 v22, 1, v22
	v_add_u32_e32 v24, 1, v24
	v_add_u32_e32 v26, 1, v26
	s_cmp_lg_u32 s13, 0
	s_waitcnt vmcnt(5)
	v_pk_fma_f32 v[14:15], v[32:33], v[34:35], v[14:15] op_sel_hi:[0,1,1]
	s_waitcnt vmcnt(3)
	v_pk_fma_f32 v[16:17], v[32:33], v[36:37], v[16:17] op_sel_hi:[0,1,1]
	s_waitcnt vmcnt(2)
	v_pk_fma_f32 v[12:13], v[44:45], v[34:35], v[12:13] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[10:11], v[44:45], v[36:37], v[10:11] op_sel_hi:[0,1,1]
	s_waitcnt vmcnt(1)
	v_pk_fma_f32 v[8:9], v[46:47], v[34:35], v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[6:7], v[46:47], v[36:37], v[6:7] op_sel_hi:[0,1,1]
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[4:5], v[48:49], v[34:35], v[4:5] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[2:3], v[48:49], v[36:37], v[2:3] op_sel_hi:[0,1,1]
	s_cbranch_scc1 .LBB0_5
.LBB0_6:
	v_mad_u64_u32 v[18:19], s[0:1], v30, s12, v[0:1]
	v_ashrrev_i32_e32 v19, 31, v18
	v_lshlrev_b64 v[18:19], 2, v[18:19]
	v_mov_b32_e32 v20, s11
	v_add_co_u32_e32 v18, vcc, s10, v18
	v_addc_co_u32_e32 v19, vcc, v20, v19, vcc
	global_store_dword v[18:19], v14, off
	global_store_dword v[18:19], v15, off offset:64
	global_store_dword v[18:19], v16, off offset:128
	global_store_dword v[18:19], v17, off offset:192
	v_mad_u64_u32 v[14:15], s[0:1], v31, s12, v[0:1]
	v_ashrrev_i32_e32 v15, 31, v14
	v_lshlrev_b64 v[14:15], 2, v[14:15]
	v_add_co_u32_e32 v14, vcc, s10, v14
	v_addc_co_u32_e32 v15, vcc, v20, v15, vcc
	global_store_dword v[14:15], v12, off
	global_store_dword v[14:15], v13, off offset:64
	global_store_dword v[14:15], v10, off offset:128
	global_store_dword v[14:15], v11, off offset:192
	v_mad_u64_u32 v[10:11], s[0:1], v29, s12, v[0:1]
	v_ashrrev_i32_e32 v11, 31, v10
	v_lshlrev_b64 v[10:11], 2, v[10:11]
	v_mad_u64_u32 v[0:1], s[0:1], v28, s12, v[0:1]
	v_add_co_u32_e32 v10, vcc, s10, v10
	v_ashrrev_i32_e32 v1, 31, v0
	v_addc_co_u32_e32 v11, vcc, v20, v11, vcc
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_add_co_u32_e32 v0, vcc, s10, v0
	v_addc_co_u32_e32 v1, vcc, v20, v1, vcc
	global_store_dword v[10:11], v8, off
	global_store_dword v[10:11], v9, off offset:64
	global_store_dword v[10:11], v6, off offset:128
	global_store_dword v[10:11], v7, off offset:192
	global_store_dword v[0:1], v4, off
	global_store_dword v[0:1], v5, off offset:64
	global_store_dword v[0:1], v2, off offset:128
	global_store_dword v[0:1], v3, off offset:192
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel sgemm_tiled
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 96
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
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 50
		.amdhsa_next_free_sgpr 20
		.amdhsa_accum_offset 52
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_tg_split 0
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
; codeLenInByte = 1032
; NumSgprs: 22
; NumVgprs: 50
; NumAgprs: 0
; TotalNumVgprs: 50
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 6
; NumSGPRsForWavesPerEU: 22
; NumVGPRsForWavesPerEU: 50
; AccumOffset: 52
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 12
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.ident	"Debian clang version 15.0.6"
	.section	".note.GNU-stack"
	.addrsig
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     0
    .args:
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
    .sgpr_count:     22
    .sgpr_spill_count: 0
    .symbol:         sgemm_tiled.kd
    .uses_dynamic_stack: false
    .vgpr_count:     50
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
