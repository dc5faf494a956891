	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.protected	outer_product           ; -- Begin function outer_product
	.globl	outer_product
	.p2align	8
	.type	outer_product,@function
outer_product:                          ; @outer_product
; %bb.0:
	s_mov_b64 s[18:19], s[2:3]
	s_mov_b64 s[16:17], s[0:1]
	s_add_u32 s16, s16, s9
	s_load_dword s12, s[4:5], 0x4
	s_load_dwordx2 s[10:11], s[6:7], 0x18
	s_load_dword s13, s[6:7], 0x20
	s_load_dword s9, s[6:7], 0x0
	s_load_dwordx4 s[0:3], s[6:7], 0x8
	s_addc_u32 s17, s17, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s4, s12, 0xffff
	s_mul_i32 s4, s4, s8
	v_add_u32_e32 v0, s13, v0
	s_cmp_lt_i32 s9, 1
	v_add_u32_e32 v4, s4, v0
	s_cbranch_scc1 .LBB0_4
; %bb.1:
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	buffer_store_dword v4, off, s[16:19], 0 offset:452 ; 4-byte Folded Spill
	buffer_store_dword v0, off, s[16:19], 0 offset:164 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[16:19], 0 offset:168 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[16:19], 0 offset:172 ; 4-byte Folded Spill
	buffer_store_dword v3, off, s[16:19], 0 offset:176 ; 4-byte Folded Spill
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	v_lshlrev_b32_e32 v17, 3, v4
	v_lshlrev_b32_e32 v4, 4, v4
	v_mov_b32_e32 v48, 0
	v_mov_b32_e32 v49, 0
	v_mov_b32_e32 v50, 0
	v_mov_b32_e32 v51, 0
	v_mov_b32_e32 v44, 0
	v_mov_b32_e32 v45, 0
	v_mov_b32_e32 v46, 0
	v_mov_b32_e32 v47, 0
	v_mov_b32_e32 v40, 0
	v_mov_b32_e32 v41, 0
	v_mov_b32_e32 v42, 0
	v_mov_b32_e32 v43, 0
	v_mov_b32_e32 v36, 0
	v_mov_b32_e32 v37, 0
	v_mov_b32_e32 v38, 0
	v_mov_b32_e32 v39, 0
	v_mov_b32_e32 v52, 0
	v_mov_b32_e32 v53, 0
	v_mov_b32_e32 v54, 0
	v_mov_b32_e32 v55, 0
	v_mov_b32_e32 v56, 0
	v_mov_b32_e32 v57, 0
	v_mov_b32_e32 v58, 0
	v_mov_b32_e32 v59, 0
	v_mov_b32_e32 v24, 0
	v_mov_b32_e32 v25, 0
	v_mov_b32_e32 v26, 0
	v_mov_b32_e32 v27, 0
	v_mov_b32_e32 v60, 0
	v_mov_b32_e32 v61, 0
	v_mov_b32_e32 v62, 0
	v_mov_b32_e32 v63, 0
	v_mov_b32_e32 v32, 0
	v_mov_b32_e32 v33, 0
	v_mov_b32_e32 v34, 0
	v_mov_b32_e32 v35, 0
	v_mov_b32_e32 v28, 0
	v_mov_b32_e32 v29, 0
	v_mov_b32_e32 v30, 0
	v_mov_b32_e32 v31, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v16, 0
	v_mov_b32_e32 v20, 0
	v_mov_b32_e32 v21, 0
	v_mov_b32_e32 v22, 0
	v_mov_b32_e32 v23, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v8, 0
	buffer_store_dword v0, off, s[16:19], 0 offset:52 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[16:19], 0 offset:56 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[16:19], 0 offset:60 ; 4-byte Folded Spill
	buffer_store_dword v3, off, s[16:19], 0 offset:64 ; 4-byte Folded Spill
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	buffer_store_dword v0, off, s[16:19], 0 offset:180 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[16:19], 0 offset:184 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[16:19], 0 offset:188 ; 4-byte Folded Spill
	buffer_store_dword v3, off, s[16:19], 0 offset:192 ; 4-byte Folded Spill
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	buffer_store_dword v0, off, s[16:19], 0 offset:196 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[16:19], 0 offset:200 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[16:19], 0 offset:204 ; 4-byte Folded Spill
	buffer_store_dword v3, off, s[16:19], 0 offset:208 ; 4-byte Folded Spill
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	buffer_store_dword v0, off, s[16:19], 0 offset:212 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[16:19], 0 offset:216 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[16:19], 0 offset:220 ; 4-byte Folded Spill
	buffer_store_dword v3, off, s[16:19], 0 offset:224 ; 4-byte Folded Spill
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	buffer_store_dword v0, off, s[16:19], 0 offset:228 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[16:19], 0 offset:232 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[16:19], 0 offset:236 ; 4-byte Folded Spill
	buffer_store_dword v3, off, s[16:19], 0 offset:240 ; 4-byte Folded Spill
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	buffer_store_dword v0, off, s[16:19], 0 offset:244 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[16:19], 0 offset:248 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[16:19], 0 offset:252 ; 4-byte Folded Spill
	buffer_store_dword v3, off, s[16:19], 0 offset:256 ; 4-byte Folded Spill
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	buffer_store_dword v0, off, s[16:19], 0 offset:260 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[16:19], 0 offset:264 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[16:19], 0 offset:268 ; 4-byte Folded Spill
	buffer_store_dword v3, off, s[16:19], 0 offset:272 ; 4-byte Folded Spill
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	buffer_store_dword v0, off, s[16:19], 0 offset:276 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[16:19], 0 offset:280 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[16:19], 0 offset:284 ; 4-byte Folded Spill
	buffer_store_dword v3, off, s[16:19], 0 offset:288 ; 4-byte Folded Spill
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	buffer_store_dword v0, off, s[16:19], 0 offset:292 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[16:19], 0 offset:296 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[16:19], 0 offset:300 ; 4-byte Folded Spill
	buffer_store_dword v3, off, s[16:19], 0 offset:304 ; 4-byte Folded Spill
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	buffer_store_dword v0, off, s[16:19], 0 offset:84 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[16:19], 0 offset:88 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[16:19], 0 offset:92 ; 4-byte Folded Spill
	buffer_store_dword v3, off, s[16:19], 0 offset:96 ; 4-byte Folded Spill
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	buffer_store_dword v0, off, s[16:19], 0 offset:100 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[16:19], 0 offset:104 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[16:19], 0 offset:108 ; 4-byte Folded Spill
	buffer_store_dword v3, off, s[16:19], 0 offset:112 ; 4-byte Folded Spill
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	buffer_store_dword v0, off, s[16:19], 0 offset:116 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[16:19], 0 offset:120 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[16:19], 0 offset:124 ; 4-byte Folded Spill
	buffer_store_dword v3, off, s[16:19], 0 offset:128 ; 4-byte Folded Spill
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	buffer_store_dword v0, off, s[16:19], 0 offset:132 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[16:19], 0 offset:136 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[16:19], 0 offset:140 ; 4-byte Folded Spill
	buffer_store_dword v3, off, s[16:19], 0 offset:144 ; 4-byte Folded Spill
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	buffer_store_dword v0, off, s[16:19], 0 offset:148 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[16:19], 0 offset:152 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[16:19], 0 offset:156 ; 4-byte Folded Spill
	buffer_store_dword v3, off, s[16:19], 0 offset:160 ; 4-byte Folded Spill
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	buffer_store_dword v0, off, s[16:19], 0 offset:308 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[16:19], 0 offset:312 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[16:19], 0 offset:316 ; 4-byte Folded Spill
	buffer_store_dword v3, off, s[16:19], 0 offset:320 ; 4-byte Folded Spill
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	buffer_store_dword v0, off, s[16:19], 0 offset:68 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[16:19], 0 offset:72 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[16:19], 0 offset:76 ; 4-byte Folded Spill
	buffer_store_dword v3, off, s[16:19], 0 offset:80 ; 4-byte Folded Spill
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	buffer_store_dword v0, off, s[16:19], 0 offset:36 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[16:19], 0 offset:40 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[16:19], 0 offset:44 ; 4-byte Folded Spill
	buffer_store_dword v3, off, s[16:19], 0 offset:48 ; 4-byte Folded Spill
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	buffer_store_dword v20, off, s[16:19], 0 offset:4 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v21, off, s[16:19], 0 offset:8 ; 4-byte Folded Spill
	buffer_store_dword v22, off, s[16:19], 0 offset:12 ; 4-byte Folded Spill
	buffer_store_dword v23, off, s[16:19], 0 offset:16 ; 4-byte Folded Spill
	buffer_store_dword v13, off, s[16:19], 0 offset:20 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v14, off, s[16:19], 0 offset:24 ; 4-byte Folded Spill
	buffer_store_dword v15, off, s[16:19], 0 offset:28 ; 4-byte Folded Spill
	buffer_store_dword v16, off, s[16:19], 0 offset:32 ; 4-byte Folded Spill
	buffer_store_dword v28, off, s[16:19], 0 offset:372 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v29, off, s[16:19], 0 offset:376 ; 4-byte Folded Spill
	buffer_store_dword v30, off, s[16:19], 0 offset:380 ; 4-byte Folded Spill
	buffer_store_dword v31, off, s[16:19], 0 offset:384 ; 4-byte Folded Spill
	buffer_store_dword v24, off, s[16:19], 0 offset:356 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v25, off, s[16:19], 0 offset:360 ; 4-byte Folded Spill
	buffer_store_dword v26, off, s[16:19], 0 offset:364 ; 4-byte Folded Spill
	buffer_store_dword v27, off, s[16:19], 0 offset:368 ; 4-byte Folded Spill
	buffer_store_dword v9, off, s[16:19], 0 offset:340 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v10, off, s[16:19], 0 offset:344 ; 4-byte Folded Spill
	buffer_store_dword v11, off, s[16:19], 0 offset:348 ; 4-byte Folded Spill
	buffer_store_dword v12, off, s[16:19], 0 offset:352 ; 4-byte Folded Spill
	buffer_store_dword v5, off, s[16:19], 0 offset:324 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v6, off, s[16:19], 0 offset:328 ; 4-byte Folded Spill
	buffer_store_dword v7, off, s[16:19], 0 offset:332 ; 4-byte Folded Spill
	buffer_store_dword v8, off, s[16:19], 0 offset:336 ; 4-byte Folded Spill
	v_ashrrev_i32_e32 v18, 31, v17
	v_lshlrev_b64 v[0:1], 2, v[17:18]
	v_mov_b32_e32 v2, s1
	v_add_co_u32_e32 v20, vcc, s0, v0
	v_ashrrev_i32_e32 v5, 31, v4
	v_addc_co_u32_e32 v21, vcc, v2, v1, vcc
	v_mov_b32_e32 v2, s3
	s_add_i32 s9, s9, -1
	s_cmp_lg_u32 s9, 0
	v_lshlrev_b64 v[0:1], 2, v[4:5]
	buffer_store_dword v4, off, s[16:19], 0 offset:404 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v5, off, s[16:19], 0 offset:408 ; 4-byte Folded Spill
	v_add_co_u32_e32 v0, vcc, s2, v0
	buffer_store_dword v17, off, s[16:19], 0 offset:388 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v18, off, s[16:19], 0 offset:392 ; 4-byte Folded Spill
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_load_dwordx4 v[16:19], v[20:21], off
	global_load_dwordx4 v[12:15], v[0:1], off
	s_nop 0
	buffer_load_dword v2, off, s[16:19], 0 offset:164 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[16:19], 0 offset:168 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[16:19], 0 offset:172 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[16:19], 0 offset:176 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_fma_f32 v2, v16, v12, v2
	v_fma_f32 v3, v16, v13, v3
	v_fma_f32 v4, v16, v14, v4
	v_fma_f32 v5, v16, v15, v5
	buffer_store_dword v2, off, s[16:19], 0 offset:164 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v3, off, s[16:19], 0 offset:168 ; 4-byte Folded Spill
	buffer_store_dword v4, off, s[16:19], 0 offset:172 ; 4-byte Folded Spill
	buffer_store_dword v5, off, s[16:19], 0 offset:176 ; 4-byte Folded Spill
	global_load_dwordx4 v[8:11], v[0:1], off offset:16
	s_nop 0
	buffer_load_dword v2, off, s[16:19], 0 offset:52 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[16:19], 0 offset:56 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[16:19], 0 offset:60 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[16:19], 0 offset:64 ; 4-byte Folded Reload
	s_waitcnt vmcnt(4)
	v_fma_f32 v44, v17, v8, v44
	s_waitcnt vmcnt(0)
	v_fma_f32 v2, v16, v8, v2
	v_fma_f32 v3, v16, v9, v3
	v_fma_f32 v4, v16, v10, v4
	v_fma_f32 v5, v16, v11, v5
	buffer_store_dword v2, off, s[16:19], 0 offset:52 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v3, off, s[16:19], 0 offset:56 ; 4-byte Folded Spill
	buffer_store_dword v4, off, s[16:19], 0 offset:60 ; 4-byte Folded Spill
	buffer_store_dword v5, off, s[16:19], 0 offset:64 ; 4-byte Folded Spill
	global_load_dwordx4 v[4:7], v[0:1], off offset:32
	s_nop 0
	buffer_load_dword v22, off, s[16:19], 0 offset:180 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v23, off, s[16:19], 0 offset:184 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v24, off, s[16:19], 0 offset:188 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v25, off, s[16:19], 0 offset:192 ; 4-byte Folded Reload
	v_fma_f32 v45, v17, v9, v45
	v_fma_f32 v46, v17, v10, v46
	v_fma_f32 v47, v17, v11, v47
	v_fma_f32 v36, v18, v8, v36
	v_fma_f32 v37, v18, v9, v37
	v_fma_f32 v38, v18, v10, v38
	v_fma_f32 v39, v18, v11, v39
	v_fma_f32 v56, v19, v8, v56
	v_fma_f32 v57, v19, v9, v57
	v_fma_f32 v58, v19, v10, v58
	v_fma_f32 v59, v19, v11, v59
	s_waitcnt vmcnt(0)
	v_fma_f32 v22, v16, v4, v22
	v_fma_f32 v23, v16, v5, v23
	v_fma_f32 v24, v16, v6, v24
	v_fma_f32 v25, v16, v7, v25
	buffer_store_dword v22, off, s[16:19], 0 offset:180 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v23, off, s[16:19], 0 offset:184 ; 4-byte Folded Spill
	buffer_store_dword v24, off, s[16:19], 0 offset:188 ; 4-byte Folded Spill
	buffer_store_dword v25, off, s[16:19], 0 offset:192 ; 4-byte Folded Spill
	global_load_dwordx4 v[0:3], v[0:1], off offset:48
	s_nop 0
	buffer_load_dword v22, off, s[16:19], 0 offset:196 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v23, off, s[16:19], 0 offset:200 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v24, off, s[16:19], 0 offset:204 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v25, off, s[16:19], 0 offset:208 ; 4-byte Folded Reload
	s_waitcnt vmcnt(4)
	v_fma_f32 v48, v16, v0, v48
	s_waitcnt vmcnt(0)
	v_fma_f32 v22, v17, v12, v22
	v_fma_f32 v23, v17, v13, v23
	v_fma_f32 v24, v17, v14, v24
	v_fma_f32 v25, v17, v15, v25
	buffer_store_dword v22, off, s[16:19], 0 offset:196 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v23, off, s[16:19], 0 offset:200 ; 4-byte Folded Spill
	buffer_store_dword v24, off, s[16:19], 0 offset:204 ; 4-byte Folded Spill
	buffer_store_dword v25, off, s[16:19], 0 offset:208 ; 4-byte Folded Spill
	buffer_load_dword v22, off, s[16:19], 0 offset:212 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v23, off, s[16:19], 0 offset:216 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v24, off, s[16:19], 0 offset:220 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v25, off, s[16:19], 0 offset:224 ; 4-byte Folded Reload
	v_fma_f32 v49, v16, v1, v49
	v_fma_f32 v50, v16, v2, v50
	v_fma_f32 v51, v16, v3, v51
	v_fma_f32 v40, v17, v0, v40
	v_fma_f32 v41, v17, v1, v41
	v_fma_f32 v42, v17, v2, v42
	v_fma_f32 v43, v17, v3, v43
	v_fma_f32 v52, v18, v0, v52
	v_fma_f32 v53, v18, v1, v53
	v_fma_f32 v54, v18, v2, v54
	v_fma_f32 v55, v18, v3, v55
	v_fma_f32 v60, v19, v0, v60
	v_fma_f32 v61, v19, v1, v61
	v_fma_f32 v62, v19, v2, v62
	v_fma_f32 v63, v19, v3, v63
	s_waitcnt vmcnt(0)
	v_fma_f32 v22, v17, v4, v22
	v_fma_f32 v23, v17, v5, v23
	v_fma_f32 v24, v17, v6, v24
	v_fma_f32 v25, v17, v7, v25
	buffer_store_dword v22, off, s[16:19], 0 offset:212 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v23, off, s[16:19], 0 offset:216 ; 4-byte Folded Spill
	buffer_store_dword v24, off, s[16:19], 0 offset:220 ; 4-byte Folded Spill
	buffer_store_dword v25, off, s[16:19], 0 offset:224 ; 4-byte Folded Spill
	buffer_load_dword v22, off, s[16:19], 0 offset:228 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v23, off, s[16:19], 0 offset:232 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v24, off, s[16:19], 0 offset:236 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v25, off, s[16:19], 0 offset:240 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_fma_f32 v22, v18, v12, v22
	v_fma_f32 v23, v18, v13, v23
	v_fma_f32 v24, v18, v14, v24
	v_fma_f32 v25, v18, v15, v25
	buffer_store_dword v22, off, s[16:19], 0 offset:228 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v23, off, s[16:19], 0 offset:232 ; 4-byte Folded Spill
	buffer_store_dword v24, off, s[16:19], 0 offset:236 ; 4-byte Folded Spill
	buffer_store_dword v25, off, s[16:19], 0 offset:240 ; 4-byte Folded Spill
	buffer_load_dword v22, off, s[16:19], 0 offset:244 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v23, off, s[16:19], 0 offset:248 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v24, off, s[16:19], 0 offset:252 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v25, off, s[16:19], 0 offset:256 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_fma_f32 v22, v18, v4, v22
	v_fma_f32 v23, v18, v5, v23
	v_fma_f32 v24, v18, v6, v24
	v_fma_f32 v25, v18, v7, v25
	buffer_store_dword v22, off, s[16:19], 0 offset:244 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v23, off, s[16:19], 0 offset:248 ; 4-byte Folded Spill
	buffer_store_dword v24, off, s[16:19], 0 offset:252 ; 4-byte Folded Spill
	buffer_store_dword v25, off, s[16:19], 0 offset:256 ; 4-byte Folded Spill
	buffer_load_dword v22, off, s[16:19], 0 offset:260 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v23, off, s[16:19], 0 offset:264 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v24, off, s[16:19], 0 offset:268 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v25, off, s[16:19], 0 offset:272 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_fma_f32 v22, v19, v12, v22
	v_fma_f32 v23, v19, v13, v23
	v_fma_f32 v24, v19, v14, v24
	v_fma_f32 v25, v19, v15, v25
	buffer_store_dword v22, off, s[16:19], 0 offset:260 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v23, off, s[16:19], 0 offset:264 ; 4-byte Folded Spill
	buffer_store_dword v24, off, s[16:19], 0 offset:268 ; 4-byte Folded Spill
	buffer_store_dword v25, off, s[16:19], 0 offset:272 ; 4-byte Folded Spill
	buffer_load_dword v24, off, s[16:19], 0 offset:356 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v25, off, s[16:19], 0 offset:360 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v26, off, s[16:19], 0 offset:364 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v27, off, s[16:19], 0 offset:368 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_fma_f32 v24, v19, v4, v24
	v_fma_f32 v25, v19, v5, v25
	v_fma_f32 v26, v19, v6, v26
	v_fma_f32 v27, v19, v7, v27
	global_load_dwordx4 v[16:19], v[20:21], off offset:16
	s_nop 0
	buffer_load_dword v28, off, s[16:19], 0 offset:36 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v29, off, s[16:19], 0 offset:40 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v30, off, s[16:19], 0 offset:44 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v31, off, s[16:19], 0 offset:48 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v20, off, s[16:19], 0 offset:276 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v21, off, s[16:19], 0 offset:280 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v22, off, s[16:19], 0 offset:284 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v23, off, s[16:19], 0 offset:288 ; 4-byte Folded Reload
	s_waitcnt vmcnt(4)
	v_fma_f32 v28, v19, v8, v28
	s_waitcnt vmcnt(0)
	v_fma_f32 v20, v16, v12, v20
	v_fma_f32 v21, v16, v13, v21
	v_fma_f32 v22, v16, v14, v22
	v_fma_f32 v23, v16, v15, v23
	buffer_store_dword v20, off, s[16:19], 0 offset:276 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v21, off, s[16:19], 0 offset:280 ; 4-byte Folded Spill
	buffer_store_dword v22, off, s[16:19], 0 offset:284 ; 4-byte Folded Spill
	buffer_store_dword v23, off, s[16:19], 0 offset:288 ; 4-byte Folded Spill
	buffer_load_dword v20, off, s[16:19], 0 offset:84 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v21, off, s[16:19], 0 offset:88 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v22, off, s[16:19], 0 offset:92 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v23, off, s[16:19], 0 offset:96 ; 4-byte Folded Reload
	v_fma_f32 v29, v19, v9, v29
	v_fma_f32 v30, v19, v10, v30
	v_fma_f32 v31, v19, v11, v31
	v_fma_f32 v33, v16, v9, v33
	v_fma_f32 v34, v16, v10, v34
	v_fma_f32 v35, v16, v11, v35
	v_fma_f32 v32, v16, v8, v32
	s_waitcnt vmcnt(0)
	v_fma_f32 v20, v17, v12, v20
	v_fma_f32 v21, v17, v13, v21
	v_fma_f32 v22, v17, v14, v22
	v_fma_f32 v23, v17, v15, v23
	buffer_store_dword v20, off, s[16:19], 0 offset:84 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v21, off, s[16:19], 0 offset:88 ; 4-byte Folded Spill
	buffer_store_dword v22, off, s[16:19], 0 offset:92 ; 4-byte Folded Spill
	buffer_store_dword v23, off, s[16:19], 0 offset:96 ; 4-byte Folded Spill
	buffer_load_dword v20, off, s[16:19], 0 offset:132 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v21, off, s[16:19], 0 offset:136 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v22, off, s[16:19], 0 offset:140 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v23, off, s[16:19], 0 offset:144 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_fma_f32 v20, v18, v12, v20
	v_fma_f32 v21, v18, v13, v21
	v_fma_f32 v22, v18, v14, v22
	v_fma_f32 v23, v18, v15, v23
	buffer_store_dword v20, off, s[16:19], 0 offset:132 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v21, off, s[16:19], 0 offset:136 ; 4-byte Folded Spill
	buffer_store_dword v22, off, s[16:19], 0 offset:140 ; 4-byte Folded Spill
	buffer_store_dword v23, off, s[16:19], 0 offset:144 ; 4-byte Folded Spill
	buffer_load_dword v20, off, s[16:19], 0 offset:68 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v21, off, s[16:19], 0 offset:72 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v22, off, s[16:19], 0 offset:76 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v23, off, s[16:19], 0 offset:80 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_fma_f32 v20, v19, v12, v20
	v_fma_f32 v21, v19, v13, v21
	v_fma_f32 v22, v19, v14, v22
	v_fma_f32 v23, v19, v15, v23
	buffer_store_dword v20, off, s[16:19], 0 offset:68 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v21, off, s[16:19], 0 offset:72 ; 4-byte Folded Spill
	buffer_store_dword v22, off, s[16:19], 0 offset:76 ; 4-byte Folded Spill
	buffer_store_dword v23, off, s[16:19], 0 offset:80 ; 4-byte Folded Spill
	buffer_load_dword v12, off, s[16:19], 0 offset:100 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[16:19], 0 offset:104 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[16:19], 0 offset:108 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[16:19], 0 offset:112 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_fma_f32 v12, v17, v8, v12
	v_fma_f32 v13, v17, v9, v13
	v_fma_f32 v14, v17, v10, v14
	v_fma_f32 v15, v17, v11, v15
	buffer_store_dword v12, off, s[16:19], 0 offset:100 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v13, off, s[16:19], 0 offset:104 ; 4-byte Folded Spill
	buffer_store_dword v14, off, s[16:19], 0 offset:108 ; 4-byte Folded Spill
	buffer_store_dword v15, off, s[16:19], 0 offset:112 ; 4-byte Folded Spill
	buffer_load_dword v12, off, s[16:19], 0 offset:148 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[16:19], 0 offset:152 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[16:19], 0 offset:156 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[16:19], 0 offset:160 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_fma_f32 v12, v18, v8, v12
	v_fma_f32 v13, v18, v9, v13
	v_fma_f32 v14, v18, v10, v14
	v_fma_f32 v15, v18, v11, v15
	buffer_store_dword v12, off, s[16:19], 0 offset:148 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v13, off, s[16:19], 0 offset:152 ; 4-byte Folded Spill
	buffer_store_dword v14, off, s[16:19], 0 offset:156 ; 4-byte Folded Spill
	buffer_store_dword v15, off, s[16:19], 0 offset:160 ; 4-byte Folded Spill
	buffer_store_dword v28, off, s[16:19], 0 offset:36 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v29, off, s[16:19], 0 offset:40 ; 4-byte Folded Spill
	buffer_store_dword v30, off, s[16:19], 0 offset:44 ; 4-byte Folded Spill
	buffer_store_dword v31, off, s[16:19], 0 offset:48 ; 4-byte Folded Spill
	buffer_load_dword v28, off, s[16:19], 0 offset:372 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v29, off, s[16:19], 0 offset:376 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v30, off, s[16:19], 0 offset:380 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v31, off, s[16:19], 0 offset:384 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[16:19], 0 offset:340 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[16:19], 0 offset:344 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[16:19], 0 offset:348 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[16:19], 0 offset:352 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v20, off, s[16:19], 0 offset:116 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v21, off, s[16:19], 0 offset:120 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v22, off, s[16:19], 0 offset:124 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v23, off, s[16:19], 0 offset:128 ; 4-byte Folded Reload
	s_waitcnt vmcnt(8)
	v_fma_f32 v29, v16, v5, v29
	v_fma_f32 v30, v16, v6, v30
	v_fma_f32 v31, v16, v7, v31
	v_fma_f32 v28, v16, v4, v28
	s_waitcnt vmcnt(4)
	v_fma_f32 v10, v19, v5, v10
	s_waitcnt vmcnt(0)
	v_fma_f32 v20, v17, v4, v20
	v_fma_f32 v21, v17, v5, v21
	v_fma_f32 v22, v17, v6, v22
	v_fma_f32 v23, v17, v7, v23
	buffer_store_dword v20, off, s[16:19], 0 offset:116 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v21, off, s[16:19], 0 offset:120 ; 4-byte Folded Spill
	buffer_store_dword v22, off, s[16:19], 0 offset:124 ; 4-byte Folded Spill
	buffer_store_dword v23, off, s[16:19], 0 offset:128 ; 4-byte Folded Spill
	buffer_load_dword v20, off, s[16:19], 0 offset:308 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v21, off, s[16:19], 0 offset:312 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v22, off, s[16:19], 0 offset:316 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v23, off, s[16:19], 0 offset:320 ; 4-byte Folded Reload
	v_fma_f32 v11, v19, v6, v11
	v_fma_f32 v12, v19, v7, v12
	v_fma_f32 v9, v19, v4, v9
	s_waitcnt vmcnt(0)
	v_fma_f32 v20, v18, v4, v20
	v_fma_f32 v21, v18, v5, v21
	v_fma_f32 v22, v18, v6, v22
	v_fma_f32 v23, v18, v7, v23
	buffer_store_dword v20, off, s[16:19], 0 offset:308 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v21, off, s[16:19], 0 offset:312 ; 4-byte Folded Spill
	buffer_store_dword v22, off, s[16:19], 0 offset:316 ; 4-byte Folded Spill
	buffer_store_dword v23, off, s[16:19], 0 offset:320 ; 4-byte Folded Spill
	buffer_load_dword v5, off, s[16:19], 0 offset:324 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[16:19], 0 offset:328 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[16:19], 0 offset:332 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[16:19], 0 offset:336 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v20, off, s[16:19], 0 offset:292 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v21, off, s[16:19], 0 offset:296 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v22, off, s[16:19], 0 offset:300 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v23, off, s[16:19], 0 offset:304 ; 4-byte Folded Reload
	s_waitcnt vmcnt(4)
	v_fma_f32 v5, v19, v0, v5
	v_fma_f32 v6, v19, v1, v6
	v_fma_f32 v7, v19, v2, v7
	v_fma_f32 v8, v19, v3, v8
	s_waitcnt vmcnt(0)
	v_fma_f32 v20, v16, v0, v20
	v_fma_f32 v21, v16, v1, v21
	v_fma_f32 v22, v16, v2, v22
	v_fma_f32 v23, v16, v3, v23
	buffer_load_dword v13, off, s[16:19], 0 offset:20 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[16:19], 0 offset:24 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[16:19], 0 offset:28 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v16, off, s[16:19], 0 offset:32 ; 4-byte Folded Reload
	s_nop 0
	buffer_store_dword v20, off, s[16:19], 0 offset:292 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v21, off, s[16:19], 0 offset:296 ; 4-byte Folded Spill
	buffer_store_dword v22, off, s[16:19], 0 offset:300 ; 4-byte Folded Spill
	buffer_store_dword v23, off, s[16:19], 0 offset:304 ; 4-byte Folded Spill
	buffer_load_dword v20, off, s[16:19], 0 offset:4 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v21, off, s[16:19], 0 offset:8 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v22, off, s[16:19], 0 offset:12 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v23, off, s[16:19], 0 offset:16 ; 4-byte Folded Reload
	v_fma_f32 v13, v17, v0, v13
	v_fma_f32 v14, v17, v1, v14
	v_fma_f32 v15, v17, v2, v15
	v_fma_f32 v16, v17, v3, v16
	s_waitcnt vmcnt(0)
	v_fma_f32 v20, v18, v0, v20
	v_fma_f32 v21, v18, v1, v21
	v_fma_f32 v22, v18, v2, v22
	v_fma_f32 v23, v18, v3, v23
	buffer_load_dword v17, off, s[16:19], 0 offset:388 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v18, off, s[16:19], 0 offset:392 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v0, off, s[16:19], 0 offset:404 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[16:19], 0 offset:408 ; 4-byte Folded Reload
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v17, 0x400, v17
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v4, v0
	v_add_u32_e32 v4, 0x800, v4
	s_cbranch_scc1 .LBB0_2
; %bb.3:
	buffer_store_dword v48, off, s[16:19], 0 offset:436 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v49, off, s[16:19], 0 offset:440 ; 4-byte Folded Spill
	buffer_store_dword v50, off, s[16:19], 0 offset:444 ; 4-byte Folded Spill
	buffer_store_dword v51, off, s[16:19], 0 offset:448 ; 4-byte Folded Spill
	buffer_store_dword v44, off, s[16:19], 0 offset:420 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v45, off, s[16:19], 0 offset:424 ; 4-byte Folded Spill
	buffer_store_dword v46, off, s[16:19], 0 offset:428 ; 4-byte Folded Spill
	buffer_store_dword v47, off, s[16:19], 0 offset:432 ; 4-byte Folded Spill
	buffer_store_dword v40, off, s[16:19], 0 offset:404 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v41, off, s[16:19], 0 offset:408 ; 4-byte Folded Spill
	buffer_store_dword v42, off, s[16:19], 0 offset:412 ; 4-byte Folded Spill
	buffer_store_dword v43, off, s[16:19], 0 offset:416 ; 4-byte Folded Spill
	buffer_store_dword v36, off, s[16:19], 0 offset:388 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v37, off, s[16:19], 0 offset:392 ; 4-byte Folded Spill
	buffer_store_dword v38, off, s[16:19], 0 offset:396 ; 4-byte Folded Spill
	buffer_store_dword v39, off, s[16:19], 0 offset:400 ; 4-byte Folded Spill
	buffer_store_dword v52, off, s[16:19], 0 offset:372 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v53, off, s[16:19], 0 offset:376 ; 4-byte Folded Spill
	buffer_store_dword v54, off, s[16:19], 0 offset:380 ; 4-byte Folded Spill
	buffer_store_dword v55, off, s[16:19], 0 offset:384 ; 4-byte Folded Spill
	buffer_store_dword v56, off, s[16:19], 0 offset:356 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v57, off, s[16:19], 0 offset:360 ; 4-byte Folded Spill
	buffer_store_dword v58, off, s[16:19], 0 offset:364 ; 4-byte Folded Spill
	buffer_store_dword v59, off, s[16:19], 0 offset:368 ; 4-byte Folded Spill
	buffer_store_dword v60, off, s[16:19], 0 offset:340 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v61, off, s[16:19], 0 offset:344 ; 4-byte Folded Spill
	buffer_store_dword v62, off, s[16:19], 0 offset:348 ; 4-byte Folded Spill
	buffer_store_dword v63, off, s[16:19], 0 offset:352 ; 4-byte Folded Spill
	buffer_store_dword v32, off, s[16:19], 0 offset:324 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v33, off, s[16:19], 0 offset:328 ; 4-byte Folded Spill
	buffer_store_dword v34, off, s[16:19], 0 offset:332 ; 4-byte Folded Spill
	buffer_store_dword v35, off, s[16:19], 0 offset:336 ; 4-byte Folded Spill
	buffer_store_dword v20, off, s[16:19], 0 offset:4 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v21, off, s[16:19], 0 offset:8 ; 4-byte Folded Spill
	buffer_store_dword v22, off, s[16:19], 0 offset:12 ; 4-byte Folded Spill
	buffer_store_dword v23, off, s[16:19], 0 offset:16 ; 4-byte Folded Spill
	buffer_load_dword v17, off, s[16:19], 0 offset:308 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v18, off, s[16:19], 0 offset:312 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v19, off, s[16:19], 0 offset:316 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v20, off, s[16:19], 0 offset:320 ; 4-byte Folded Reload
	s_nop 0
	buffer_store_dword v13, off, s[16:19], 0 offset:20 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v14, off, s[16:19], 0 offset:24 ; 4-byte Folded Spill
	buffer_store_dword v15, off, s[16:19], 0 offset:28 ; 4-byte Folded Spill
	buffer_store_dword v16, off, s[16:19], 0 offset:32 ; 4-byte Folded Spill
	v_mov_b32_e32 v35, v31
	buffer_load_dword v60, off, s[16:19], 0 offset:292 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v61, off, s[16:19], 0 offset:296 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v62, off, s[16:19], 0 offset:300 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v63, off, s[16:19], 0 offset:304 ; 4-byte Folded Reload
	v_mov_b32_e32 v34, v30
	v_mov_b32_e32 v33, v29
	v_mov_b32_e32 v32, v28
	buffer_load_dword v13, off, s[16:19], 0 offset:276 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[16:19], 0 offset:280 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[16:19], 0 offset:284 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v16, off, s[16:19], 0 offset:288 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v28, off, s[16:19], 0 offset:260 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v29, off, s[16:19], 0 offset:264 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v30, off, s[16:19], 0 offset:268 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v31, off, s[16:19], 0 offset:272 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[16:19], 0 offset:452 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v48, off, s[16:19], 0 offset:244 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v49, off, s[16:19], 0 offset:248 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v50, off, s[16:19], 0 offset:252 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v51, off, s[16:19], 0 offset:256 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v44, off, s[16:19], 0 offset:228 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v45, off, s[16:19], 0 offset:232 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v46, off, s[16:19], 0 offset:236 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v47, off, s[16:19], 0 offset:240 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v40, off, s[16:19], 0 offset:212 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v41, off, s[16:19], 0 offset:216 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v42, off, s[16:19], 0 offset:220 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v43, off, s[16:19], 0 offset:224 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v36, off, s[16:19], 0 offset:196 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v37, off, s[16:19], 0 offset:200 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v38, off, s[16:19], 0 offset:204 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v39, off, s[16:19], 0 offset:208 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v52, off, s[16:19], 0 offset:180 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v53, off, s[16:19], 0 offset:184 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v54, off, s[16:19], 0 offset:188 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v55, off, s[16:19], 0 offset:192 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v56, off, s[16:19], 0 offset:164 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v57, off, s[16:19], 0 offset:168 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v58, off, s[16:19], 0 offset:172 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v59, off, s[16:19], 0 offset:176 ; 4-byte Folded Reload
	s_branch .LBB0_5
.LBB0_4:
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v0, 0
	buffer_store_dword v0, off, s[16:19], 0 offset:36 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[16:19], 0 offset:40 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[16:19], 0 offset:44 ; 4-byte Folded Spill
	buffer_store_dword v3, off, s[16:19], 0 offset:48 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v20, 0
	v_mov_b32_e32 v19, 0
	v_mov_b32_e32 v18, 0
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v63, 0
	v_mov_b32_e32 v62, 0
	v_mov_b32_e32 v61, 0
	v_mov_b32_e32 v60, 0
	v_mov_b32_e32 v35, 0
	v_mov_b32_e32 v34, 0
	v_mov_b32_e32 v33, 0
	v_mov_b32_e32 v32, 0
	v_mov_b32_e32 v16, 0
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v27, 0
	v_mov_b32_e32 v26, 0
	v_mov_b32_e32 v25, 0
	v_mov_b32_e32 v24, 0
	v_mov_b32_e32 v31, 0
	v_mov_b32_e32 v30, 0
	v_mov_b32_e32 v29, 0
	v_mov_b32_e32 v28, 0
	v_mov_b32_e32 v51, 0
	v_mov_b32_e32 v50, 0
	v_mov_b32_e32 v49, 0
	v_mov_b32_e32 v48, 0
	v_mov_b32_e32 v47, 0
	v_mov_b32_e32 v46, 0
	v_mov_b32_e32 v45, 0
	v_mov_b32_e32 v44, 0
	v_mov_b32_e32 v43, 0
	v_mov_b32_e32 v42, 0
	v_mov_b32_e32 v41, 0
	v_mov_b32_e32 v40, 0
	v_mov_b32_e32 v39, 0
	v_mov_b32_e32 v38, 0
	v_mov_b32_e32 v37, 0
	v_mov_b32_e32 v36, 0
	v_mov_b32_e32 v55, 0
	v_mov_b32_e32 v54, 0
	v_mov_b32_e32 v53, 0
	v_mov_b32_e32 v52, 0
	v_mov_b32_e32 v59, 0
	v_mov_b32_e32 v58, 0
	v_mov_b32_e32 v57, 0
	v_mov_b32_e32 v56, 0
	buffer_store_dword v0, off, s[16:19], 0 offset:68 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[16:19], 0 offset:72 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[16:19], 0 offset:76 ; 4-byte Folded Spill
	buffer_store_dword v3, off, s[16:19], 0 offset:80 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v0, 0
	buffer_store_dword v0, off, s[16:19], 0 offset:4 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[16:19], 0 offset:8 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[16:19], 0 offset:12 ; 4-byte Folded Spill
	buffer_store_dword v3, off, s[16:19], 0 offset:16 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v0, 0
	buffer_store_dword v0, off, s[16:19], 0 offset:148 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[16:19], 0 offset:152 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[16:19], 0 offset:156 ; 4-byte Folded Spill
	buffer_store_dword v3, off, s[16:19], 0 offset:160 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v0, 0
	buffer_store_dword v0, off, s[16:19], 0 offset:132 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[16:19], 0 offset:136 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[16:19], 0 offset:140 ; 4-byte Folded Spill
	buffer_store_dword v3, off, s[16:19], 0 offset:144 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v0, 0
	buffer_store_dword v0, off, s[16:19], 0 offset:20 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[16:19], 0 offset:24 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[16:19], 0 offset:28 ; 4-byte Folded Spill
	buffer_store_dword v3, off, s[16:19], 0 offset:32 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v0, 0
	buffer_store_dword v0, off, s[16:19], 0 offset:116 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[16:19], 0 offset:120 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[16:19], 0 offset:124 ; 4-byte Folded Spill
	buffer_store_dword v3, off, s[16:19], 0 offset:128 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v0, 0
	buffer_store_dword v0, off, s[16:19], 0 offset:100 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[16:19], 0 offset:104 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[16:19], 0 offset:108 ; 4-byte Folded Spill
	buffer_store_dword v3, off, s[16:19], 0 offset:112 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v0, 0
	buffer_store_dword v0, off, s[16:19], 0 offset:84 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[16:19], 0 offset:88 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[16:19], 0 offset:92 ; 4-byte Folded Spill
	buffer_store_dword v3, off, s[16:19], 0 offset:96 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v0, 0
	buffer_store_dword v0, off, s[16:19], 0 offset:324 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[16:19], 0 offset:328 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[16:19], 0 offset:332 ; 4-byte Folded Spill
	buffer_store_dword v3, off, s[16:19], 0 offset:336 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v0, 0
	buffer_store_dword v0, off, s[16:19], 0 offset:340 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[16:19], 0 offset:344 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[16:19], 0 offset:348 ; 4-byte Folded Spill
	buffer_store_dword v3, off, s[16:19], 0 offset:352 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v0, 0
	buffer_store_dword v0, off, s[16:19], 0 offset:356 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[16:19], 0 offset:360 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[16:19], 0 offset:364 ; 4-byte Folded Spill
	buffer_store_dword v3, off, s[16:19], 0 offset:368 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v0, 0
	buffer_store_dword v0, off, s[16:19], 0 offset:372 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[16:19], 0 offset:376 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[16:19], 0 offset:380 ; 4-byte Folded Spill
	buffer_store_dword v3, off, s[16:19], 0 offset:384 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v0, 0
	buffer_store_dword v0, off, s[16:19], 0 offset:388 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[16:19], 0 offset:392 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[16:19], 0 offset:396 ; 4-byte Folded Spill
	buffer_store_dword v3, off, s[16:19], 0 offset:400 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v0, 0
	buffer_store_dword v0, off, s[16:19], 0 offset:404 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[16:19], 0 offset:408 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[16:19], 0 offset:412 ; 4-byte Folded Spill
	buffer_store_dword v3, off, s[16:19], 0 offset:416 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v0, 0
	buffer_store_dword v0, off, s[16:19], 0 offset:420 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[16:19], 0 offset:424 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[16:19], 0 offset:428 ; 4-byte Folded Spill
	buffer_store_dword v3, off, s[16:19], 0 offset:432 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v0, 0
	buffer_store_dword v0, off, s[16:19], 0 offset:436 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[16:19], 0 offset:440 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[16:19], 0 offset:444 ; 4-byte Folded Spill
	buffer_store_dword v3, off, s[16:19], 0 offset:448 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v0, 0
	buffer_store_dword v0, off, s[16:19], 0 offset:52 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[16:19], 0 offset:56 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[16:19], 0 offset:60 ; 4-byte Folded Spill
	buffer_store_dword v3, off, s[16:19], 0 offset:64 ; 4-byte Folded Spill
.LBB0_5:
	s_waitcnt vmcnt(24)
	v_lshlrev_b32_e32 v0, 15, v4
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	v_add_co_u32_e32 v3, vcc, s10, v1
	v_mov_b32_e32 v1, s11
	v_addc_co_u32_e32 v4, vcc, v1, v2, vcc
	s_waitcnt vmcnt(0)
	global_store_dwordx4 v[3:4], v[56:59], off
	buffer_load_dword v56, off, s[16:19], 0 offset:52 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v57, off, s[16:19], 0 offset:56 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v58, off, s[16:19], 0 offset:60 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v59, off, s[16:19], 0 offset:64 ; 4-byte Folded Reload
	v_or_b32_e32 v2, 0x1000, v0
	s_waitcnt vmcnt(0)
	global_store_dwordx4 v[3:4], v[56:59], off offset:16
	global_store_dwordx4 v[3:4], v[52:55], off offset:32
	buffer_load_dword v52, off, s[16:19], 0 offset:436 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v53, off, s[16:19], 0 offset:440 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v54, off, s[16:19], 0 offset:444 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v55, off, s[16:19], 0 offset:448 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	global_store_dwordx4 v[3:4], v[52:55], off offset:48
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s10, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	global_store_dwordx4 v[2:3], v[36:39], off
	buffer_load_dword v36, off, s[16:19], 0 offset:420 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v37, off, s[16:19], 0 offset:424 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v38, off, s[16:19], 0 offset:428 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v39, off, s[16:19], 0 offset:432 ; 4-byte Folded Reload
	v_or_b32_e32 v2, 0x1004, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s10, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	s_waitcnt vmcnt(0)
	global_store_dwordx4 v[2:3], v[36:39], off
	v_or_b32_e32 v2, 0x1008, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s10, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	global_store_dwordx4 v[2:3], v[40:43], off
	buffer_load_dword v40, off, s[16:19], 0 offset:404 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v41, off, s[16:19], 0 offset:408 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v42, off, s[16:19], 0 offset:412 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v43, off, s[16:19], 0 offset:416 ; 4-byte Folded Reload
	v_or_b32_e32 v2, 0x100c, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s10, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	s_waitcnt vmcnt(0)
	global_store_dwordx4 v[2:3], v[40:43], off
	v_or_b32_e32 v2, 0x2000, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s10, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	global_store_dwordx4 v[2:3], v[44:47], off
	buffer_load_dword v44, off, s[16:19], 0 offset:388 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v45, off, s[16:19], 0 offset:392 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v46, off, s[16:19], 0 offset:396 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v47, off, s[16:19], 0 offset:400 ; 4-byte Folded Reload
	v_or_b32_e32 v2, 0x2004, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s10, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	s_waitcnt vmcnt(0)
	global_store_dwordx4 v[2:3], v[44:47], off
	v_or_b32_e32 v2, 0x2008, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s10, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	global_store_dwordx4 v[2:3], v[48:51], off
	buffer_load_dword v48, off, s[16:19], 0 offset:372 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v49, off, s[16:19], 0 offset:376 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v50, off, s[16:19], 0 offset:380 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v51, off, s[16:19], 0 offset:384 ; 4-byte Folded Reload
	v_or_b32_e32 v2, 0x200c, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s10, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	s_waitcnt vmcnt(0)
	global_store_dwordx4 v[2:3], v[48:51], off
	v_or_b32_e32 v2, 0x3000, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s10, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	global_store_dwordx4 v[2:3], v[28:31], off
	buffer_load_dword v28, off, s[16:19], 0 offset:356 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v29, off, s[16:19], 0 offset:360 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v30, off, s[16:19], 0 offset:364 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v31, off, s[16:19], 0 offset:368 ; 4-byte Folded Reload
	v_or_b32_e32 v2, 0x3004, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s10, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	s_waitcnt vmcnt(0)
	global_store_dwordx4 v[2:3], v[28:31], off
	v_or_b32_e32 v2, 0x3008, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s10, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	global_store_dwordx4 v[2:3], v[24:27], off
	buffer_load_dword v24, off, s[16:19], 0 offset:340 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v25, off, s[16:19], 0 offset:344 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v26, off, s[16:19], 0 offset:348 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v27, off, s[16:19], 0 offset:352 ; 4-byte Folded Reload
	v_or_b32_e32 v2, 0x300c, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s10, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	s_waitcnt vmcnt(0)
	global_store_dwordx4 v[2:3], v[24:27], off
	v_or_b32_e32 v2, 0x4000, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s10, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	global_store_dwordx4 v[2:3], v[13:16], off
	buffer_load_dword v13, off, s[16:19], 0 offset:324 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[16:19], 0 offset:328 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[16:19], 0 offset:332 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v16, off, s[16:19], 0 offset:336 ; 4-byte Folded Reload
	v_or_b32_e32 v2, 0x4004, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s10, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	s_waitcnt vmcnt(0)
	global_store_dwordx4 v[2:3], v[13:16], off
	v_or_b32_e32 v2, 0x4008, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s10, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	global_store_dwordx4 v[2:3], v[32:35], off
	v_or_b32_e32 v2, 0x400c, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s10, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	global_store_dwordx4 v[2:3], v[60:63], off
	buffer_load_dword v13, off, s[16:19], 0 offset:84 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[16:19], 0 offset:88 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[16:19], 0 offset:92 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v16, off, s[16:19], 0 offset:96 ; 4-byte Folded Reload
	v_or_b32_e32 v2, 0x5000, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s10, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	s_waitcnt vmcnt(0)
	global_store_dwordx4 v[2:3], v[13:16], off
	buffer_load_dword v13, off, s[16:19], 0 offset:100 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[16:19], 0 offset:104 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[16:19], 0 offset:108 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v16, off, s[16:19], 0 offset:112 ; 4-byte Folded Reload
	v_or_b32_e32 v2, 0x5004, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s10, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	s_waitcnt vmcnt(0)
	global_store_dwordx4 v[2:3], v[13:16], off
	buffer_load_dword v13, off, s[16:19], 0 offset:116 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[16:19], 0 offset:120 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[16:19], 0 offset:124 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v16, off, s[16:19], 0 offset:128 ; 4-byte Folded Reload
	v_or_b32_e32 v2, 0x5008, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s10, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	s_waitcnt vmcnt(0)
	global_store_dwordx4 v[2:3], v[13:16], off
	buffer_load_dword v13, off, s[16:19], 0 offset:20 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[16:19], 0 offset:24 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[16:19], 0 offset:28 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v16, off, s[16:19], 0 offset:32 ; 4-byte Folded Reload
	v_or_b32_e32 v2, 0x500c, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s10, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	s_waitcnt vmcnt(0)
	global_store_dwordx4 v[2:3], v[13:16], off
	buffer_load_dword v13, off, s[16:19], 0 offset:132 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[16:19], 0 offset:136 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[16:19], 0 offset:140 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v16, off, s[16:19], 0 offset:144 ; 4-byte Folded Reload
	v_or_b32_e32 v2, 0x6000, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s10, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	s_waitcnt vmcnt(0)
	global_store_dwordx4 v[2:3], v[13:16], off
	buffer_load_dword v13, off, s[16:19], 0 offset:148 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[16:19], 0 offset:152 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[16:19], 0 offset:156 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v16, off, s[16:19], 0 offset:160 ; 4-byte Folded Reload
	v_or_b32_e32 v2, 0x6004, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s10, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	s_waitcnt vmcnt(0)
	global_store_dwordx4 v[2:3], v[13:16], off
	v_or_b32_e32 v2, 0x6008, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s10, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	global_store_dwordx4 v[2:3], v[17:20], off
	buffer_load_dword v13, off, s[16:19], 0 offset:4 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[16:19], 0 offset:8 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[16:19], 0 offset:12 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v16, off, s[16:19], 0 offset:16 ; 4-byte Folded Reload
	v_or_b32_e32 v2, 0x600c, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s10, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	s_waitcnt vmcnt(0)
	global_store_dwordx4 v[2:3], v[13:16], off
	buffer_load_dword v13, off, s[16:19], 0 offset:68 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[16:19], 0 offset:72 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[16:19], 0 offset:76 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v16, off, s[16:19], 0 offset:80 ; 4-byte Folded Reload
	v_or_b32_e32 v2, 0x7000, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s10, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	s_waitcnt vmcnt(0)
	global_store_dwordx4 v[2:3], v[13:16], off
	buffer_load_dword v13, off, s[16:19], 0 offset:36 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[16:19], 0 offset:40 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[16:19], 0 offset:44 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v16, off, s[16:19], 0 offset:48 ; 4-byte Folded Reload
	v_or_b32_e32 v2, 0x7004, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s10, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	s_waitcnt vmcnt(0)
	global_store_dwordx4 v[2:3], v[13:16], off
	v_or_b32_e32 v2, 0x7008, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s10, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	global_store_dwordx4 v[2:3], v[9:12], off
	v_or_b32_e32 v2, 0x700c, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_add_co_u32_e32 v0, vcc, s10, v2
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_store_dwordx4 v[0:1], v[5:8], off
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel outer_product
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 456
		.amdhsa_kernarg_size 88
		.amdhsa_user_sgpr_count 8
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 64
		.amdhsa_next_free_sgpr 20
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
	.size	outer_product, .Lfunc_end0-outer_product
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 9048
; NumSgprs: 22
; NumVgprs: 64
; ScratchSize: 456
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 15
; NumSGPRsForWavesPerEU: 22
; NumVGPRsForWavesPerEU: 64
; Occupancy: 4
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
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
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
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
    .max_flat_workgroup_size: 1024
    .name:           outer_product
    .private_segment_fixed_size: 456
    .sgpr_count:     22
    .sgpr_spill_count: 0
    .symbol:         outer_product.kd
    .uses_dynamic_stack: false
    .vgpr_count:     64
    .vgpr_spill_count: 285
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx900
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
