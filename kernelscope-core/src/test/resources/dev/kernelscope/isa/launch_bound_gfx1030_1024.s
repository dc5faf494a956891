	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.protected	outer_product           ; -- Begin function outer_product
	.globl	outer_product
	.p2align	8
	.type	outer_product,@function
outer_product:                          ; @outer_product
; %bb.0:
	s_mov_b64 s[14:15], s[2:3]
	s_mov_b64 s[12:13], s[0:1]
	s_add_u32 s12, s12, s9
	s_load_dword s10, s[4:5], 0x4
	s_clause 0x3
	s_load_dword s11, s[6:7], 0x20
	s_load_dword s9, s[6:7], 0x0
	s_load_dwordx2 s[4:5], s[6:7], 0x18
	s_load_dwordx4 s[0:3], s[6:7], 0x8
	s_addc_u32 s13, s13, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s6, s10, 0xffff
	s_mul_i32 s6, s6, s8
	s_cmp_lt_i32 s9, 1
	v_add3_u32 v0, s11, v0, s6
	s_cbranch_scc1 .LBB0_4
; %bb.1:
	v_lshlrev_b32_e32 v8, 3, v0
	buffer_store_dword v0, off, s[12:15], 0 offset:124 ; 4-byte Folded Spill
	v_lshlrev_b32_e32 v10, 4, v0
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	buffer_store_dword v0, off, s[12:15], 0 offset:20 ; 4-byte Folded Spill
	buffer_store_dword v1, off, s[12:15], 0 offset:24 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[12:15], 0 offset:28 ; 4-byte Folded Spill
	buffer_store_dword v3, off, s[12:15], 0 offset:32 ; 4-byte Folded Spill
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v20, 0
	v_mov_b32_e32 v21, 0
	v_mov_b32_e32 v22, 0
	v_mov_b32_e32 v23, 0
	v_mov_b32_e32 v120, 0
	v_mov_b32_e32 v121, 0
	v_mov_b32_e32 v122, 0
	v_mov_b32_e32 v123, 0
	v_mov_b32_e32 v116, 0
	v_mov_b32_e32 v117, 0
	v_mov_b32_e32 v118, 0
	v_mov_b32_e32 v119, 0
	v_mov_b32_e32 v112, 0
	v_mov_b32_e32 v113, 0
	v_mov_b32_e32 v114, 0
	v_mov_b32_e32 v115, 0
	v_mov_b32_e32 v108, 0
	v_mov_b32_e32 v109, 0
	v_mov_b32_e32 v110, 0
	v_mov_b32_e32 v111, 0
	v_mov_b32_e32 v104, 0
	v_mov_b32_e32 v105, 0
	v_mov_b32_e32 v106, 0
	v_mov_b32_e32 v107, 0
	v_mov_b32_e32 v100, 0
	v_mov_b32_e32 v101, 0
	v_mov_b32_e32 v102, 0
	v_mov_b32_e32 v103, 0
	v_mov_b32_e32 v96, 0
	v_mov_b32_e32 v97, 0
	v_mov_b32_e32 v98, 0
	v_mov_b32_e32 v99, 0
	v_mov_b32_e32 v92, 0
	v_mov_b32_e32 v93, 0
	v_mov_b32_e32 v94, 0
	v_mov_b32_e32 v95, 0
	v_mov_b32_e32 v88, 0
	v_mov_b32_e32 v89, 0
	v_mov_b32_e32 v90, 0
	v_mov_b32_e32 v91, 0
	v_mov_b32_e32 v84, 0
	v_mov_b32_e32 v85, 0
	v_mov_b32_e32 v86, 0
	v_mov_b32_e32 v87, 0
	v_mov_b32_e32 v80, 0
	v_mov_b32_e32 v81, 0
	v_mov_b32_e32 v82, 0
	v_mov_b32_e32 v83, 0
	v_mov_b32_e32 v76, 0
	v_mov_b32_e32 v77, 0
	v_mov_b32_e32 v78, 0
	v_mov_b32_e32 v79, 0
	v_mov_b32_e32 v72, 0
	v_mov_b32_e32 v73, 0
	v_mov_b32_e32 v74, 0
	v_mov_b32_e32 v75, 0
	v_mov_b32_e32 v68, 0
	v_mov_b32_e32 v69, 0
	v_mov_b32_e32 v70, 0
	v_mov_b32_e32 v71, 0
	v_mov_b32_e32 v64, 0
	v_mov_b32_e32 v65, 0
	v_mov_b32_e32 v66, 0
	v_mov_b32_e32 v67, 0
	v_mov_b32_e32 v60, 0
	v_mov_b32_e32 v61, 0
	v_mov_b32_e32 v62, 0
	v_mov_b32_e32 v63, 0
	v_mov_b32_e32 v56, 0
	v_mov_b32_e32 v57, 0
	v_mov_b32_e32 v58, 0
	v_mov_b32_e32 v59, 0
	v_mov_b32_e32 v52, 0
	v_mov_b32_e32 v53, 0
	v_mov_b32_e32 v54, 0
	v_mov_b32_e32 v55, 0
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
	v_mov_b32_e32 v32, 0
	v_mov_b32_e32 v33, 0
	v_mov_b32_e32 v34, 0
	v_mov_b32_e32 v35, 0
	v_mov_b32_e32 v28, 0
	v_mov_b32_e32 v29, 0
	v_mov_b32_e32 v30, 0
	v_mov_b32_e32 v31, 0
	v_mov_b32_e32 v16, 0
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v18, 0
	v_mov_b32_e32 v19, 0
	v_mov_b32_e32 v24, 0
	v_mov_b32_e32 v25, 0
	v_mov_b32_e32 v26, 0
	v_mov_b32_e32 v27, 0
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, 0
	buffer_store_dword v0, off, s[12:15], 0 offset:36 ; 4-byte Folded Spill
	buffer_store_dword v1, off, s[12:15], 0 offset:40 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[12:15], 0 offset:44 ; 4-byte Folded Spill
	buffer_store_dword v3, off, s[12:15], 0 offset:48 ; 4-byte Folded Spill
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	buffer_store_dword v0, off, s[12:15], 0 offset:4 ; 4-byte Folded Spill
	buffer_store_dword v1, off, s[12:15], 0 offset:8 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[12:15], 0 offset:12 ; 4-byte Folded Spill
	buffer_store_dword v3, off, s[12:15], 0 offset:16 ; 4-byte Folded Spill
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v9, 31, v8
	buffer_store_dword v16, off, s[12:15], 0 offset:84 ; 4-byte Folded Spill
	buffer_store_dword v17, off, s[12:15], 0 offset:88 ; 4-byte Folded Spill
	buffer_store_dword v18, off, s[12:15], 0 offset:92 ; 4-byte Folded Spill
	buffer_store_dword v19, off, s[12:15], 0 offset:96 ; 4-byte Folded Spill
	buffer_store_dword v12, off, s[12:15], 0 offset:68 ; 4-byte Folded Spill
	buffer_store_dword v13, off, s[12:15], 0 offset:72 ; 4-byte Folded Spill
	buffer_store_dword v14, off, s[12:15], 0 offset:76 ; 4-byte Folded Spill
	buffer_store_dword v15, off, s[12:15], 0 offset:80 ; 4-byte Folded Spill
	buffer_store_dword v4, off, s[12:15], 0 offset:52 ; 4-byte Folded Spill
	buffer_store_dword v5, off, s[12:15], 0 offset:56 ; 4-byte Folded Spill
	buffer_store_dword v6, off, s[12:15], 0 offset:60 ; 4-byte Folded Spill
	buffer_store_dword v7, off, s[12:15], 0 offset:64 ; 4-byte Folded Spill
	v_ashrrev_i32_e32 v11, 31, v10
	s_add_i32 s9, s9, -1
	s_cmp_lg_u32 s9, 0
	v_lshlrev_b64 v[0:1], 2, v[8:9]
	v_add_co_u32 v0, vcc_lo, s0, v0
	v_add_co_ci_u32_e32 v1, vcc_lo, s1, v1, vcc_lo
	v_mov_b32_e32 v3, v1
	v_mov_b32_e32 v2, v0
	v_lshlrev_b64 v[0:1], 2, v[10:11]
	buffer_store_dword v2, off, s[12:15], 0 offset:116 ; 4-byte Folded Spill
	buffer_store_dword v3, off, s[12:15], 0 offset:120 ; 4-byte Folded Spill
	buffer_store_dword v8, off, s[12:15], 0 offset:100 ; 4-byte Folded Spill
	buffer_store_dword v9, off, s[12:15], 0 offset:104 ; 4-byte Folded Spill
	buffer_store_dword v10, off, s[12:15], 0 offset:108 ; 4-byte Folded Spill
	buffer_store_dword v11, off, s[12:15], 0 offset:112 ; 4-byte Folded Spill
	v_add_co_u32 v0, vcc_lo, s2, v0
	v_add_co_ci_u32_e32 v1, vcc_lo, s3, v1, vcc_lo
	global_load_dwordx4 v[8:11], v[2:3], off
	global_load_dwordx4 v[12:15], v[0:1], off
	s_clause 0x3
	buffer_load_dword v2, off, s[12:15], 0 offset:20
	buffer_load_dword v3, off, s[12:15], 0 offset:24
	buffer_load_dword v4, off, s[12:15], 0 offset:28
	buffer_load_dword v5, off, s[12:15], 0 offset:32
	s_waitcnt vmcnt(4)
	v_fmac_f32_e32 v116, v9, v12
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v2, v8, v12
	v_fmac_f32_e32 v3, v8, v13
	v_fmac_f32_e32 v4, v8, v14
	v_fmac_f32_e32 v5, v8, v15
	buffer_store_dword v2, off, s[12:15], 0 offset:20 ; 4-byte Folded Spill
	buffer_store_dword v3, off, s[12:15], 0 offset:24 ; 4-byte Folded Spill
	buffer_store_dword v4, off, s[12:15], 0 offset:28 ; 4-byte Folded Spill
	buffer_store_dword v5, off, s[12:15], 0 offset:32 ; 4-byte Folded Spill
	s_clause 0x1
	global_load_dwordx4 v[16:19], v[0:1], off offset:16
	global_load_dwordx4 v[4:7], v[0:1], off offset:32
	s_clause 0x3
	buffer_load_dword v124, off, s[12:15], 0 offset:36
	buffer_load_dword v125, off, s[12:15], 0 offset:40
	buffer_load_dword v126, off, s[12:15], 0 offset:44
	buffer_load_dword v127, off, s[12:15], 0 offset:48
	v_fmac_f32_e32 v117, v9, v13
	v_fmac_f32_e32 v118, v9, v14
	v_fmac_f32_e32 v119, v9, v15
	v_fmac_f32_e32 v100, v10, v12
	v_fmac_f32_e32 v101, v10, v13
	v_fmac_f32_e32 v102, v10, v14
	v_fmac_f32_e32 v103, v10, v15
	v_fmac_f32_e32 v84, v11, v12
	v_fmac_f32_e32 v85, v11, v13
	v_fmac_f32_e32 v86, v11, v14
	v_fmac_f32_e32 v87, v11, v15
	s_waitcnt vmcnt(5)
	v_fmac_f32_e32 v20, v8, v16
	v_fmac_f32_e32 v21, v8, v17
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v124, v8, v4
	v_fmac_f32_e32 v125, v8, v5
	v_fmac_f32_e32 v126, v8, v6
	v_fmac_f32_e32 v127, v8, v7
	buffer_store_dword v124, off, s[12:15], 0 offset:36 ; 4-byte Folded Spill
	buffer_store_dword v125, off, s[12:15], 0 offset:40 ; 4-byte Folded Spill
	buffer_store_dword v126, off, s[12:15], 0 offset:44 ; 4-byte Folded Spill
	buffer_store_dword v127, off, s[12:15], 0 offset:48 ; 4-byte Folded Spill
	global_load_dwordx4 v[0:3], v[0:1], off offset:48
	v_fmac_f32_e32 v22, v8, v18
	v_fmac_f32_e32 v23, v8, v19
	v_fmac_f32_e32 v112, v9, v16
	v_fmac_f32_e32 v113, v9, v17
	v_fmac_f32_e32 v114, v9, v18
	v_fmac_f32_e32 v115, v9, v19
	v_fmac_f32_e32 v108, v9, v4
	v_fmac_f32_e32 v109, v9, v5
	v_fmac_f32_e32 v110, v9, v6
	v_fmac_f32_e32 v111, v9, v7
	v_fmac_f32_e32 v96, v10, v16
	v_fmac_f32_e32 v97, v10, v17
	v_fmac_f32_e32 v98, v10, v18
	v_fmac_f32_e32 v99, v10, v19
	v_fmac_f32_e32 v92, v10, v4
	v_fmac_f32_e32 v93, v10, v5
	v_fmac_f32_e32 v94, v10, v6
	v_fmac_f32_e32 v95, v10, v7
	v_fmac_f32_e32 v80, v11, v16
	v_fmac_f32_e32 v81, v11, v17
	v_fmac_f32_e32 v82, v11, v18
	v_fmac_f32_e32 v83, v11, v19
	v_fmac_f32_e32 v76, v11, v4
	v_fmac_f32_e32 v77, v11, v5
	v_fmac_f32_e32 v78, v11, v6
	v_fmac_f32_e32 v79, v11, v7
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v120, v8, v0
	v_fmac_f32_e32 v121, v8, v1
	v_fmac_f32_e32 v122, v8, v2
	v_fmac_f32_e32 v123, v8, v3
	v_fmac_f32_e32 v104, v9, v0
	v_fmac_f32_e32 v105, v9, v1
	v_fmac_f32_e32 v106, v9, v2
	v_fmac_f32_e32 v107, v9, v3
	s_clause 0x1
	buffer_load_dword v8, off, s[12:15], 0 offset:116
	buffer_load_dword v9, off, s[12:15], 0 offset:120
	v_fmac_f32_e32 v88, v10, v0
	v_fmac_f32_e32 v89, v10, v1
	v_fmac_f32_e32 v90, v10, v2
	v_fmac_f32_e32 v91, v10, v3
	v_fmac_f32_e32 v72, v11, v0
	v_fmac_f32_e32 v73, v11, v1
	v_fmac_f32_e32 v74, v11, v2
	v_fmac_f32_e32 v75, v11, v3
	s_waitcnt vmcnt(0)
	global_load_dwordx4 v[8:11], v[8:9], off offset:16
	s_clause 0x3
	buffer_load_dword v124, off, s[12:15], 0 offset:4
	buffer_load_dword v125, off, s[12:15], 0 offset:8
	buffer_load_dword v126, off, s[12:15], 0 offset:12
	buffer_load_dword v127, off, s[12:15], 0 offset:16
	s_waitcnt vmcnt(4)
	v_fmac_f32_e32 v68, v8, v12
	v_fmac_f32_e32 v69, v8, v13
	v_fmac_f32_e32 v70, v8, v14
	v_fmac_f32_e32 v71, v8, v15
	v_fmac_f32_e32 v52, v9, v12
	v_fmac_f32_e32 v53, v9, v13
	v_fmac_f32_e32 v54, v9, v14
	v_fmac_f32_e32 v55, v9, v15
	v_fmac_f32_e32 v36, v10, v12
	v_fmac_f32_e32 v37, v10, v13
	v_fmac_f32_e32 v38, v10, v14
	v_fmac_f32_e32 v39, v10, v15
	v_fmac_f32_e32 v24, v11, v12
	v_fmac_f32_e32 v25, v11, v13
	v_fmac_f32_e32 v26, v11, v14
	v_fmac_f32_e32 v27, v11, v15
	s_clause 0x3
	buffer_load_dword v12, off, s[12:15], 0 offset:68
	buffer_load_dword v13, off, s[12:15], 0 offset:72
	buffer_load_dword v14, off, s[12:15], 0 offset:76
	buffer_load_dword v15, off, s[12:15], 0 offset:80
	s_waitcnt vmcnt(4)
	v_fmac_f32_e32 v124, v11, v16
	v_fmac_f32_e32 v125, v11, v17
	v_fmac_f32_e32 v126, v11, v18
	v_fmac_f32_e32 v127, v11, v19
	buffer_store_dword v124, off, s[12:15], 0 offset:4 ; 4-byte Folded Spill
	buffer_store_dword v125, off, s[12:15], 0 offset:8 ; 4-byte Folded Spill
	buffer_store_dword v126, off, s[12:15], 0 offset:12 ; 4-byte Folded Spill
	buffer_store_dword v127, off, s[12:15], 0 offset:16 ; 4-byte Folded Spill
	v_fmac_f32_e32 v64, v8, v16
	v_fmac_f32_e32 v65, v8, v17
	v_fmac_f32_e32 v66, v8, v18
	v_fmac_f32_e32 v67, v8, v19
	v_fmac_f32_e32 v48, v9, v16
	v_fmac_f32_e32 v49, v9, v17
	v_fmac_f32_e32 v50, v9, v18
	v_fmac_f32_e32 v51, v9, v19
	v_fmac_f32_e32 v32, v10, v16
	v_fmac_f32_e32 v33, v10, v17
	v_fmac_f32_e32 v34, v10, v18
	v_fmac_f32_e32 v35, v10, v19
	s_clause 0x3
	buffer_load_dword v16, off, s[12:15], 0 offset:84
	buffer_load_dword v17, off, s[12:15], 0 offset:88
	buffer_load_dword v18, off, s[12:15], 0 offset:92
	buffer_load_dword v19, off, s[12:15], 0 offset:96
	v_fmac_f32_e32 v60, v8, v4
	v_fmac_f32_e32 v61, v8, v5
	v_fmac_f32_e32 v62, v8, v6
	v_fmac_f32_e32 v63, v8, v7
	v_fmac_f32_e32 v44, v9, v4
	v_fmac_f32_e32 v45, v9, v5
	v_fmac_f32_e32 v46, v9, v6
	v_fmac_f32_e32 v47, v9, v7
	v_fmac_f32_e32 v28, v10, v4
	v_fmac_f32_e32 v29, v10, v5
	v_fmac_f32_e32 v30, v10, v6
	v_fmac_f32_e32 v31, v10, v7
	v_fmac_f32_e32 v56, v8, v0
	v_fmac_f32_e32 v57, v8, v1
	v_fmac_f32_e32 v58, v8, v2
	v_fmac_f32_e32 v59, v8, v3
	v_fmac_f32_e32 v40, v9, v0
	v_fmac_f32_e32 v41, v9, v1
	v_fmac_f32_e32 v42, v9, v2
	v_fmac_f32_e32 v43, v9, v3
	s_waitcnt vmcnt(4)
	v_fmac_f32_e32 v12, v11, v4
	v_fmac_f32_e32 v13, v11, v5
	v_fmac_f32_e32 v14, v11, v6
	v_fmac_f32_e32 v15, v11, v7
	s_clause 0x5
	buffer_load_dword v4, off, s[12:15], 0 offset:52
	buffer_load_dword v5, off, s[12:15], 0 offset:56
	buffer_load_dword v6, off, s[12:15], 0 offset:60
	buffer_load_dword v7, off, s[12:15], 0 offset:64
	buffer_load_dword v8, off, s[12:15], 0 offset:100
	buffer_load_dword v9, off, s[12:15], 0 offset:104
	s_waitcnt vmcnt(6)
	v_fmac_f32_e32 v16, v10, v0
	v_fmac_f32_e32 v17, v10, v1
	v_fmac_f32_e32 v18, v10, v2
	v_fmac_f32_e32 v19, v10, v3
	s_waitcnt vmcnt(2)
	v_fmac_f32_e32 v4, v11, v0
	v_fmac_f32_e32 v5, v11, v1
	v_fmac_f32_e32 v6, v11, v2
	v_fmac_f32_e32 v7, v11, v3
	s_clause 0x1
	buffer_load_dword v10, off, s[12:15], 0 offset:108
	buffer_load_dword v11, off, s[12:15], 0 offset:112
	s_waitcnt vmcnt(2)
	v_add_nc_u32_e32 v8, 0x400, v8
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v10, 0x800, v10
	s_cbranch_scc1 .LBB0_2
; %bb.3:
	s_clause 0x8
	buffer_load_dword v0, off, s[12:15], 0 offset:124
	buffer_load_dword v124, off, s[12:15], 0 offset:36
	buffer_load_dword v125, off, s[12:15], 0 offset:40
	buffer_load_dword v126, off, s[12:15], 0 offset:44
	buffer_load_dword v127, off, s[12:15], 0 offset:48
	buffer_load_dword v8, off, s[12:15], 0 offset:20
	buffer_load_dword v9, off, s[12:15], 0 offset:24
	buffer_load_dword v10, off, s[12:15], 0 offset:28
	buffer_load_dword v11, off, s[12:15], 0 offset:32
	s_branch .LBB0_5
.LBB0_4:
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v7, 0
	buffer_store_dword v8, off, s[12:15], 0 offset:4 ; 4-byte Folded Spill
	buffer_store_dword v9, off, s[12:15], 0 offset:8 ; 4-byte Folded Spill
	buffer_store_dword v10, off, s[12:15], 0 offset:12 ; 4-byte Folded Spill
	buffer_store_dword v11, off, s[12:15], 0 offset:16 ; 4-byte Folded Spill
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v27, 0
	v_mov_b32_e32 v26, 0
	v_mov_b32_e32 v25, 0
	v_mov_b32_e32 v24, 0
	v_mov_b32_e32 v19, 0
	v_mov_b32_e32 v18, 0
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v16, 0
	v_mov_b32_e32 v31, 0
	v_mov_b32_e32 v30, 0
	v_mov_b32_e32 v29, 0
	v_mov_b32_e32 v28, 0
	v_mov_b32_e32 v35, 0
	v_mov_b32_e32 v34, 0
	v_mov_b32_e32 v33, 0
	v_mov_b32_e32 v32, 0
	v_mov_b32_e32 v39, 0
	v_mov_b32_e32 v38, 0
	v_mov_b32_e32 v37, 0
	v_mov_b32_e32 v36, 0
	v_mov_b32_e32 v43, 0
	v_mov_b32_e32 v42, 0
	v_mov_b32_e32 v41, 0
	v_mov_b32_e32 v40, 0
	v_mov_b32_e32 v47, 0
	v_mov_b32_e32 v46, 0
	v_mov_b32_e32 v45, 0
	v_mov_b32_e32 v44, 0
	v_mov_b32_e32 v51, 0
	v_mov_b32_e32 v50, 0
	v_mov_b32_e32 v49, 0
	v_mov_b32_e32 v48, 0
	v_mov_b32_e32 v55, 0
	v_mov_b32_e32 v54, 0
	v_mov_b32_e32 v53, 0
	v_mov_b32_e32 v52, 0
	v_mov_b32_e32 v59, 0
	v_mov_b32_e32 v58, 0
	v_mov_b32_e32 v57, 0
	v_mov_b32_e32 v56, 0
	v_mov_b32_e32 v63, 0
	v_mov_b32_e32 v62, 0
	v_mov_b32_e32 v61, 0
	v_mov_b32_e32 v60, 0
	v_mov_b32_e32 v67, 0
	v_mov_b32_e32 v66, 0
	v_mov_b32_e32 v65, 0
	v_mov_b32_e32 v64, 0
	v_mov_b32_e32 v71, 0
	v_mov_b32_e32 v70, 0
	v_mov_b32_e32 v69, 0
	v_mov_b32_e32 v68, 0
	v_mov_b32_e32 v75, 0
	v_mov_b32_e32 v74, 0
	v_mov_b32_e32 v73, 0
	v_mov_b32_e32 v72, 0
	v_mov_b32_e32 v79, 0
	v_mov_b32_e32 v78, 0
	v_mov_b32_e32 v77, 0
	v_mov_b32_e32 v76, 0
	v_mov_b32_e32 v83, 0
	v_mov_b32_e32 v82, 0
	v_mov_b32_e32 v81, 0
	v_mov_b32_e32 v80, 0
	v_mov_b32_e32 v87, 0
	v_mov_b32_e32 v86, 0
	v_mov_b32_e32 v85, 0
	v_mov_b32_e32 v84, 0
	v_mov_b32_e32 v91, 0
	v_mov_b32_e32 v90, 0
	v_mov_b32_e32 v89, 0
	v_mov_b32_e32 v88, 0
	v_mov_b32_e32 v95, 0
	v_mov_b32_e32 v94, 0
	v_mov_b32_e32 v93, 0
	v_mov_b32_e32 v92, 0
	v_mov_b32_e32 v99, 0
	v_mov_b32_e32 v98, 0
	v_mov_b32_e32 v97, 0
	v_mov_b32_e32 v96, 0
	v_mov_b32_e32 v103, 0
	v_mov_b32_e32 v102, 0
	v_mov_b32_e32 v101, 0
	v_mov_b32_e32 v100, 0
	v_mov_b32_e32 v107, 0
	v_mov_b32_e32 v106, 0
	v_mov_b32_e32 v105, 0
	v_mov_b32_e32 v104, 0
	v_mov_b32_e32 v111, 0
	v_mov_b32_e32 v110, 0
	v_mov_b32_e32 v109, 0
	v_mov_b32_e32 v108, 0
	v_mov_b32_e32 v115, 0
	v_mov_b32_e32 v114, 0
	v_mov_b32_e32 v113, 0
	v_mov_b32_e32 v112, 0
	v_mov_b32_e32 v119, 0
	v_mov_b32_e32 v118, 0
	v_mov_b32_e32 v117, 0
	v_mov_b32_e32 v116, 0
	v_mov_b32_e32 v123, 0
	v_mov_b32_e32 v122, 0
	v_mov_b32_e32 v121, 0
	v_mov_b32_e32 v120, 0
	v_mov_b32_e32 v127, 0
	v_mov_b32_e32 v126, 0
	v_mov_b32_e32 v125, 0
	v_mov_b32_e32 v124, 0
	v_mov_b32_e32 v23, 0
	v_mov_b32_e32 v22, 0
	v_mov_b32_e32 v21, 0
	v_mov_b32_e32 v20, 0
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v8, 0
.LBB0_5:
	s_waitcnt vmcnt(8)
	v_lshlrev_b32_e32 v0, 15, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	v_add_co_u32 v1, vcc_lo, s4, v1
	v_add_co_ci_u32_e32 v2, vcc_lo, s5, v2, vcc_lo
	s_waitcnt vmcnt(0)
	global_store_dwordx4 v[1:2], v[8:11], off
	global_store_dwordx4 v[1:2], v[20:23], off offset:16
	global_store_dwordx4 v[1:2], v[124:127], off offset:32
	global_store_dwordx4 v[1:2], v[120:123], off offset:48
	v_or_b32_e32 v1, 0x1000, v0
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	v_add_co_u32 v1, vcc_lo, s4, v1
	v_add_co_ci_u32_e32 v2, vcc_lo, s5, v2, vcc_lo
	global_store_dwordx4 v[1:2], v[116:119], off
	v_or_b32_e32 v1, 0x1004, v0
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	v_add_co_u32 v1, vcc_lo, s4, v1
	v_add_co_ci_u32_e32 v2, vcc_lo, s5, v2, vcc_lo
	global_store_dwordx4 v[1:2], v[112:115], off
	v_or_b32_e32 v1, 0x1008, v0
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	v_add_co_u32 v1, vcc_lo, s4, v1
	v_add_co_ci_u32_e32 v2, vcc_lo, s5, v2, vcc_lo
	global_store_dwordx4 v[1:2], v[108:111], off
	v_or_b32_e32 v1, 0x100c, v0
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	v_add_co_u32 v1, vcc_lo, s4, v1
	v_add_co_ci_u32_e32 v2, vcc_lo, s5, v2, vcc_lo
	global_store_dwordx4 v[1:2], v[104:107], off
	v_or_b32_e32 v1, 0x2000, v0
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	v_add_co_u32 v1, vcc_lo, s4, v1
	v_add_co_ci_u32_e32 v2, vcc_lo, s5, v2, vcc_lo
	global_store_dwordx4 v[1:2], v[100:103], off
	v_or_b32_e32 v1, 0x2004, v0
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	v_add_co_u32 v1, vcc_lo, s4, v1
	v_add_co_ci_u32_e32 v2, vcc_lo, s5, v2, vcc_lo
	global_store_dwordx4 v[1:2], v[96:99], off
	v_or_b32_e32 v1, 0x2008, v0
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	v_add_co_u32 v1, vcc_lo, s4, v1
	v_add_co_ci_u32_e32 v2, vcc_lo, s5, v2, vcc_lo
	global_store_dwordx4 v[1:2], v[92:95], off
	v_or_b32_e32 v1, 0x200c, v0
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	v_add_co_u32 v1, vcc_lo, s4, v1
	v_add_co_ci_u32_e32 v2, vcc_lo, s5, v2, vcc_lo
	global_store_dwordx4 v[1:2], v[88:91], off
	v_or_b32_e32 v1, 0x3000, v0
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	v_add_co_u32 v1, vcc_lo, s4, v1
	v_add_co_ci_u32_e32 v2, vcc_lo, s5, v2, vcc_lo
	global_store_dwordx4 v[1:2], v[84:87], off
	v_or_b32_e32 v1, 0x3004, v0
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	v_add_co_u32 v1, vcc_lo, s4, v1
	v_add_co_ci_u32_e32 v2, vcc_lo, s5, v2, vcc_lo
	global_store_dwordx4 v[1:2], v[80:83], off
	v_or_b32_e32 v1, 0x3008, v0
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	v_add_co_u32 v1, vcc_lo, s4, v1
	v_add_co_ci_u32_e32 v2, vcc_lo, s5, v2, vcc_lo
	global_store_dwordx4 v[1:2], v[76:79], off
	v_or_b32_e32 v1, 0x300c, v0
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	v_add_co_u32 v1, vcc_lo, s4, v1
	v_add_co_ci_u32_e32 v2, vcc_lo, s5, v2, vcc_lo
	global_store_dwordx4 v[1:2], v[72:75], off
	v_or_b32_e32 v1, 0x4000, v0
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	v_add_co_u32 v1, vcc_lo, s4, v1
	v_add_co_ci_u32_e32 v2, vcc_lo, s5, v2, vcc_lo
	global_store_dwordx4 v[1:2], v[68:71], off
	v_or_b32_e32 v1, 0x4004, v0
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	v_add_co_u32 v1, vcc_lo, s4, v1
	v_add_co_ci_u32_e32 v2, vcc_lo, s5, v2, vcc_lo
	global_store_dwordx4 v[1:2], v[64:67], off
	v_or_b32_e32 v1, 0x4008, v0
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	v_add_co_u32 v1, vcc_lo, s4, v1
	v_add_co_ci_u32_e32 v2, vcc_lo, s5, v2, vcc_lo
	global_store_dwordx4 v[1:2], v[60:63], off
	v_or_b32_e32 v1, 0x400c, v0
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	v_add_co_u32 v1, vcc_lo, s4, v1
	v_add_co_ci_u32_e32 v2, vcc_lo, s5, v2, vcc_lo
	global_store_dwordx4 v[1:2], v[56:59], off
	v_or_b32_e32 v1, 0x5000, v0
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	v_add_co_u32 v1, vcc_lo, s4, v1
	v_add_co_ci_u32_e32 v2, vcc_lo, s5, v2, vcc_lo
	global_store_dwordx4 v[1:2], v[52:55], off
	v_or_b32_e32 v1, 0x5004, v0
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	v_add_co_u32 v1, vcc_lo, s4, v1
	v_add_co_ci_u32_e32 v2, vcc_lo, s5, v2, vcc_lo
	global_store_dwordx4 v[1:2], v[48:51], off
	v_or_b32_e32 v1, 0x5008, v0
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	v_add_co_u32 v1, vcc_lo, s4, v1
	v_add_co_ci_u32_e32 v2, vcc_lo, s5, v2, vcc_lo
	global_store_dwordx4 v[1:2], v[44:47], off
	v_or_b32_e32 v1, 0x500c, v0
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	v_add_co_u32 v1, vcc_lo, s4, v1
	v_add_co_ci_u32_e32 v2, vcc_lo, s5, v2, vcc_lo
	global_store_dwordx4 v[1:2], v[40:43], off
	v_or_b32_e32 v1, 0x6000, v0
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	v_add_co_u32 v1, vcc_lo, s4, v1
	v_add_co_ci_u32_e32 v2, vcc_lo, s5, v2, vcc_lo
	global_store_dwordx4 v[1:2], v[36:39], off
	v_or_b32_e32 v1, 0x6004, v0
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	v_add_co_u32 v1, vcc_lo, s4, v1
	v_add_co_ci_u32_e32 v2, vcc_lo, s5, v2, vcc_lo
	global_store_dwordx4 v[1:2], v[32:35], off
	v_or_b32_e32 v1, 0x6008, v0
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	v_add_co_u32 v1, vcc_lo, s4, v1
	v_add_co_ci_u32_e32 v2, vcc_lo, s5, v2, vcc_lo
	global_store_dwordx4 v[1:2], v[28:31], off
	v_or_b32_e32 v1, 0x600c, v0
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	v_add_co_u32 v1, vcc_lo, s4, v1
	v_add_co_ci_u32_e32 v2, vcc_lo, s5, v2, vcc_lo
	global_store_dwordx4 v[1:2], v[16:19], off
	v_or_b32_e32 v1, 0x7000, v0
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	v_add_co_u32 v1, vcc_lo, s4, v1
	v_add_co_ci_u32_e32 v2, vcc_lo, s5, v2, vcc_lo
	global_store_dwordx4 v[1:2], v[24:27], off
	s_clause 0x3
	buffer_load_dword v8, off, s[12:15], 0 offset:4
	buffer_load_dword v9, off, s[12:15], 0 offset:8
	buffer_load_dword v10, off, s[12:15], 0 offset:12
	buffer_load_dword v11, off, s[12:15], 0 offset:16
	v_or_b32_e32 v1, 0x7004, v0
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	v_add_co_u32 v1, vcc_lo, s4, v1
	v_add_co_ci_u32_e32 v2, vcc_lo, s5, v2, vcc_lo
	s_waitcnt vmcnt(0)
	global_store_dwordx4 v[1:2], v[8:11], off
	v_or_b32_e32 v1, 0x7008, v0
	v_or_b32_e32 v0, 0x700c, v0
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	v_add_co_u32 v1, vcc_lo, s4, v1
	v_add_co_ci_u32_e32 v2, vcc_lo, s5, v2, vcc_lo
	global_store_dwordx4 v[1:2], v[12:15], off
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_add_co_u32 v0, vcc_lo, s4, v0
	v_add_co_ci_u32_e32 v1, vcc_lo, s5, v1, vcc_lo
	global_store_dwordx4 v[0:1], v[4:7], off
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel outer_product
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 128
		.amdhsa_kernarg_size 88
		.amdhsa_user_sgpr_count 8
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 128
		.amdhsa_next_free_sgpr 16
		.amdhsa_reserve_flat_scratch 0
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
	.size	outer_product, .Lfunc_end0-outer_product
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 3908
; NumSgprs: 18
; NumVgprs: 128
; ScratchSize: 128
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 15
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 128
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.p2alignl 6, 3214868480
	.fill 48, 4, 3214868480
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
    .private_segment_fixed_size: 128
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         outer_product.kd
    .uses_dynamic_stack: false
    .vgpr_count:     128
    .vgpr_spill_count: 47
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1030
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
