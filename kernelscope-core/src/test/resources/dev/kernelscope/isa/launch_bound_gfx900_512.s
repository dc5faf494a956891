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
	v_lshlrev_b32_e32 v0, 3, v4
	buffer_store_dword v4, off, s[16:19], 0 offset:148 ; 4-byte Folded Spill
	v_lshlrev_b32_e32 v2, 4, v4
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v6, 0
	buffer_store_dword v3, off, s[16:19], 0 offset:4 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v4, off, s[16:19], 0 offset:8 ; 4-byte Folded Spill
	buffer_store_dword v5, off, s[16:19], 0 offset:12 ; 4-byte Folded Spill
	buffer_store_dword v6, off, s[16:19], 0 offset:16 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v35, 0
	v_mov_b32_e32 v36, 0
	v_mov_b32_e32 v37, 0
	v_mov_b32_e32 v38, 0
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v16, 0
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v18, 0
	v_mov_b32_e32 v123, 0
	v_mov_b32_e32 v124, 0
	v_mov_b32_e32 v125, 0
	v_mov_b32_e32 v126, 0
	v_mov_b32_e32 v119, 0
	v_mov_b32_e32 v120, 0
	v_mov_b32_e32 v121, 0
	v_mov_b32_e32 v122, 0
	v_mov_b32_e32 v115, 0
	v_mov_b32_e32 v116, 0
	v_mov_b32_e32 v117, 0
	v_mov_b32_e32 v118, 0
	v_mov_b32_e32 v111, 0
	v_mov_b32_e32 v112, 0
	v_mov_b32_e32 v113, 0
	v_mov_b32_e32 v114, 0
	v_mov_b32_e32 v107, 0
	v_mov_b32_e32 v108, 0
	v_mov_b32_e32 v109, 0
	v_mov_b32_e32 v110, 0
	v_mov_b32_e32 v103, 0
	v_mov_b32_e32 v104, 0
	v_mov_b32_e32 v105, 0
	v_mov_b32_e32 v106, 0
	v_mov_b32_e32 v99, 0
	v_mov_b32_e32 v100, 0
	v_mov_b32_e32 v101, 0
	v_mov_b32_e32 v102, 0
	v_mov_b32_e32 v95, 0
	v_mov_b32_e32 v96, 0
	v_mov_b32_e32 v97, 0
	v_mov_b32_e32 v98, 0
	v_mov_b32_e32 v91, 0
	v_mov_b32_e32 v92, 0
	v_mov_b32_e32 v93, 0
	v_mov_b32_e32 v94, 0
	v_mov_b32_e32 v87, 0
	v_mov_b32_e32 v88, 0
	v_mov_b32_e32 v89, 0
	v_mov_b32_e32 v90, 0
	v_mov_b32_e32 v83, 0
	v_mov_b32_e32 v84, 0
	v_mov_b32_e32 v85, 0
	v_mov_b32_e32 v86, 0
	v_mov_b32_e32 v79, 0
	v_mov_b32_e32 v80, 0
	v_mov_b32_e32 v81, 0
	v_mov_b32_e32 v82, 0
	v_mov_b32_e32 v75, 0
	v_mov_b32_e32 v76, 0
	v_mov_b32_e32 v77, 0
	v_mov_b32_e32 v78, 0
	v_mov_b32_e32 v71, 0
	v_mov_b32_e32 v72, 0
	v_mov_b32_e32 v73, 0
	v_mov_b32_e32 v74, 0
	v_mov_b32_e32 v67, 0
	v_mov_b32_e32 v68, 0
	buffer_store_dword v3, off, s[16:19], 0 offset:20 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v4, off, s[16:19], 0 offset:24 ; 4-byte Folded Spill
	buffer_store_dword v5, off, s[16:19], 0 offset:28 ; 4-byte Folded Spill
	buffer_store_dword v6, off, s[16:19], 0 offset:32 ; 4-byte Folded Spill
	v_mov_b32_e32 v69, 0
	v_mov_b32_e32 v70, 0
	v_mov_b32_e32 v63, 0
	v_mov_b32_e32 v64, 0
	v_mov_b32_e32 v65, 0
	v_mov_b32_e32 v66, 0
	v_mov_b32_e32 v59, 0
	v_mov_b32_e32 v60, 0
	v_mov_b32_e32 v61, 0
	v_mov_b32_e32 v62, 0
	v_mov_b32_e32 v55, 0
	v_mov_b32_e32 v56, 0
	v_mov_b32_e32 v57, 0
	v_mov_b32_e32 v58, 0
	v_mov_b32_e32 v51, 0
	v_mov_b32_e32 v52, 0
	v_mov_b32_e32 v53, 0
	v_mov_b32_e32 v54, 0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v43, 0
	v_mov_b32_e32 v44, 0
	v_mov_b32_e32 v45, 0
	v_mov_b32_e32 v46, 0
	v_mov_b32_e32 v39, 0
	v_mov_b32_e32 v40, 0
	v_mov_b32_e32 v41, 0
	v_mov_b32_e32 v42, 0
	v_mov_b32_e32 v47, 0
	v_mov_b32_e32 v48, 0
	v_mov_b32_e32 v49, 0
	v_mov_b32_e32 v50, 0
	v_mov_b32_e32 v31, 0
	v_mov_b32_e32 v32, 0
	v_mov_b32_e32 v33, 0
	v_mov_b32_e32 v34, 0
	v_mov_b32_e32 v27, 0
	v_mov_b32_e32 v28, 0
	v_mov_b32_e32 v29, 0
	v_mov_b32_e32 v30, 0
	v_mov_b32_e32 v23, 0
	v_mov_b32_e32 v24, 0
	v_mov_b32_e32 v25, 0
	v_mov_b32_e32 v26, 0
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v10, 0
	buffer_store_dword v3, off, s[16:19], 0 offset:36 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v4, off, s[16:19], 0 offset:40 ; 4-byte Folded Spill
	buffer_store_dword v5, off, s[16:19], 0 offset:44 ; 4-byte Folded Spill
	buffer_store_dword v6, off, s[16:19], 0 offset:48 ; 4-byte Folded Spill
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[3:4], 2, v[0:1]
	buffer_store_dword v51, off, s[16:19], 0 offset:116 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v52, off, s[16:19], 0 offset:120 ; 4-byte Folded Spill
	buffer_store_dword v53, off, s[16:19], 0 offset:124 ; 4-byte Folded Spill
	buffer_store_dword v54, off, s[16:19], 0 offset:128 ; 4-byte Folded Spill
	buffer_store_dword v23, off, s[16:19], 0 offset:84 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v24, off, s[16:19], 0 offset:88 ; 4-byte Folded Spill
	buffer_store_dword v25, off, s[16:19], 0 offset:92 ; 4-byte Folded Spill
	buffer_store_dword v26, off, s[16:19], 0 offset:96 ; 4-byte Folded Spill
	buffer_store_dword v11, off, s[16:19], 0 offset:68 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v12, off, s[16:19], 0 offset:72 ; 4-byte Folded Spill
	buffer_store_dword v13, off, s[16:19], 0 offset:76 ; 4-byte Folded Spill
	buffer_store_dword v14, off, s[16:19], 0 offset:80 ; 4-byte Folded Spill
	buffer_store_dword v7, off, s[16:19], 0 offset:52 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v8, off, s[16:19], 0 offset:56 ; 4-byte Folded Spill
	buffer_store_dword v9, off, s[16:19], 0 offset:60 ; 4-byte Folded Spill
	buffer_store_dword v10, off, s[16:19], 0 offset:64 ; 4-byte Folded Spill
	v_mov_b32_e32 v5, s1
	v_add_co_u32_e32 v23, vcc, s0, v3
	v_ashrrev_i32_e32 v3, 31, v2
	v_addc_co_u32_e32 v24, vcc, v5, v4, vcc
	v_lshlrev_b64 v[3:4], 2, v[2:3]
	buffer_store_dword v0, off, s[16:19], 0 offset:132 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[16:19], 0 offset:136 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[16:19], 0 offset:140 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v3, off, s[16:19], 0 offset:144 ; 4-byte Folded Spill
	v_mov_b32_e32 v1, s3
	v_mov_b32_e32 v51, v55
	v_mov_b32_e32 v52, v56
	v_mov_b32_e32 v53, v57
	v_mov_b32_e32 v54, v58
	v_mov_b32_e32 v55, v59
	v_mov_b32_e32 v56, v60
	v_mov_b32_e32 v57, v61
	v_mov_b32_e32 v58, v62
	v_mov_b32_e32 v59, v63
	v_mov_b32_e32 v60, v64
	v_mov_b32_e32 v61, v65
	v_mov_b32_e32 v62, v66
	v_mov_b32_e32 v63, v67
	v_mov_b32_e32 v64, v68
	v_mov_b32_e32 v65, v69
	v_mov_b32_e32 v66, v70
	v_mov_b32_e32 v67, v71
	v_mov_b32_e32 v68, v72
	v_mov_b32_e32 v69, v73
	v_mov_b32_e32 v70, v74
	v_mov_b32_e32 v71, v75
	v_mov_b32_e32 v72, v76
	v_mov_b32_e32 v73, v77
	v_mov_b32_e32 v74, v78
	v_mov_b32_e32 v75, v79
	v_mov_b32_e32 v76, v80
	v_mov_b32_e32 v77, v81
	v_mov_b32_e32 v78, v82
	v_mov_b32_e32 v79, v83
	v_mov_b32_e32 v80, v84
	v_mov_b32_e32 v81, v85
	v_mov_b32_e32 v82, v86
	v_mov_b32_e32 v83, v87
	v_mov_b32_e32 v84, v88
	v_mov_b32_e32 v85, v89
	v_mov_b32_e32 v86, v90
	v_mov_b32_e32 v87, v91
	v_mov_b32_e32 v88, v92
	v_mov_b32_e32 v89, v93
	v_mov_b32_e32 v90, v94
	v_mov_b32_e32 v91, v95
	v_mov_b32_e32 v92, v96
	v_mov_b32_e32 v93, v97
	v_mov_b32_e32 v94, v98
	v_mov_b32_e32 v95, v99
	v_mov_b32_e32 v96, v100
	v_mov_b32_e32 v97, v101
	v_mov_b32_e32 v98, v102
	v_mov_b32_e32 v99, v103
	v_mov_b32_e32 v100, v104
	v_mov_b32_e32 v101, v105
	v_mov_b32_e32 v102, v106
	v_mov_b32_e32 v103, v107
	v_mov_b32_e32 v104, v108
	v_mov_b32_e32 v105, v109
	v_mov_b32_e32 v106, v110
	v_mov_b32_e32 v107, v111
	v_mov_b32_e32 v108, v112
	v_mov_b32_e32 v109, v113
	v_mov_b32_e32 v110, v114
	v_mov_b32_e32 v111, v115
	v_mov_b32_e32 v112, v116
	v_mov_b32_e32 v113, v117
	v_mov_b32_e32 v114, v118
	v_mov_b32_e32 v115, v119
	v_mov_b32_e32 v116, v120
	v_mov_b32_e32 v117, v121
	v_mov_b32_e32 v118, v122
	v_mov_b32_e32 v119, v123
	v_mov_b32_e32 v120, v124
	v_mov_b32_e32 v121, v125
	v_mov_b32_e32 v122, v126
	s_add_i32 s9, s9, -1
	s_cmp_lg_u32 s9, 0
	v_add_co_u32_e32 v19, vcc, s2, v3
	v_addc_co_u32_e32 v20, vcc, v1, v4, vcc
	global_load_dwordx4 v[3:6], v[23:24], off
	global_load_dwordx4 v[7:10], v[19:20], off
	global_load_dwordx4 v[11:14], v[19:20], off offset:16
	s_waitcnt vmcnt(1)
	v_fma_f32 v35, v3, v7, v35
	s_waitcnt vmcnt(0)
	v_fma_f32 v15, v3, v11, v15
	v_fma_f32 v16, v3, v12, v16
	v_fma_f32 v17, v3, v13, v17
	v_fma_f32 v18, v3, v14, v18
	buffer_store_dword v15, off, s[16:19], 0 offset:100 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v16, off, s[16:19], 0 offset:104 ; 4-byte Folded Spill
	buffer_store_dword v17, off, s[16:19], 0 offset:108 ; 4-byte Folded Spill
	buffer_store_dword v18, off, s[16:19], 0 offset:112 ; 4-byte Folded Spill
	global_load_dwordx4 v[15:18], v[19:20], off offset:32
	s_nop 0
	buffer_load_dword v123, off, s[16:19], 0 offset:4 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v124, off, s[16:19], 0 offset:8 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v125, off, s[16:19], 0 offset:12 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v126, off, s[16:19], 0 offset:16 ; 4-byte Folded Reload
	v_fma_f32 v36, v3, v8, v36
	v_fma_f32 v37, v3, v9, v37
	v_fma_f32 v38, v3, v10, v38
	s_waitcnt vmcnt(0)
	v_fma_f32 v123, v3, v15, v123
	v_fma_f32 v124, v3, v16, v124
	v_fma_f32 v125, v3, v17, v125
	v_fma_f32 v126, v3, v18, v126
	buffer_store_dword v123, off, s[16:19], 0 offset:4 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v124, off, s[16:19], 0 offset:8 ; 4-byte Folded Spill
	buffer_store_dword v125, off, s[16:19], 0 offset:12 ; 4-byte Folded Spill
	buffer_store_dword v126, off, s[16:19], 0 offset:16 ; 4-byte Folded Spill
	global_load_dwordx4 v[19:22], v[19:20], off offset:48
	s_nop 0
	buffer_load_dword v123, off, s[16:19], 0 offset:20 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v124, off, s[16:19], 0 offset:24 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v125, off, s[16:19], 0 offset:28 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v126, off, s[16:19], 0 offset:32 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_fma_f32 v123, v3, v19, v123
	v_fma_f32 v124, v3, v20, v124
	v_fma_f32 v125, v3, v21, v125
	v_fma_f32 v126, v3, v22, v126
	buffer_store_dword v123, off, s[16:19], 0 offset:20 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v124, off, s[16:19], 0 offset:24 ; 4-byte Folded Spill
	buffer_store_dword v125, off, s[16:19], 0 offset:28 ; 4-byte Folded Spill
	buffer_store_dword v126, off, s[16:19], 0 offset:32 ; 4-byte Folded Spill
	v_mov_b32_e32 v126, v122
	v_mov_b32_e32 v125, v121
	v_mov_b32_e32 v124, v120
	v_mov_b32_e32 v123, v119
	v_mov_b32_e32 v122, v118
	v_mov_b32_e32 v121, v117
	v_mov_b32_e32 v120, v116
	v_mov_b32_e32 v119, v115
	v_mov_b32_e32 v118, v114
	v_mov_b32_e32 v117, v113
	v_mov_b32_e32 v116, v112
	v_mov_b32_e32 v115, v111
	v_mov_b32_e32 v114, v110
	v_mov_b32_e32 v113, v109
	v_mov_b32_e32 v112, v108
	v_mov_b32_e32 v111, v107
	v_mov_b32_e32 v110, v106
	v_mov_b32_e32 v109, v105
	v_mov_b32_e32 v108, v104
	v_mov_b32_e32 v107, v103
	v_mov_b32_e32 v106, v102
	v_mov_b32_e32 v105, v101
	v_mov_b32_e32 v104, v100
	v_mov_b32_e32 v103, v99
	v_mov_b32_e32 v102, v98
	v_mov_b32_e32 v101, v97
	v_mov_b32_e32 v100, v96
	v_mov_b32_e32 v99, v95
	v_mov_b32_e32 v98, v94
	v_mov_b32_e32 v97, v93
	v_mov_b32_e32 v96, v92
	v_mov_b32_e32 v95, v91
	v_mov_b32_e32 v94, v90
	v_mov_b32_e32 v93, v89
	v_mov_b32_e32 v92, v88
	v_mov_b32_e32 v91, v87
	v_mov_b32_e32 v90, v86
	v_mov_b32_e32 v89, v85
	v_mov_b32_e32 v88, v84
	v_mov_b32_e32 v87, v83
	v_mov_b32_e32 v86, v82
	v_mov_b32_e32 v85, v81
	v_mov_b32_e32 v84, v80
	v_mov_b32_e32 v83, v79
	v_mov_b32_e32 v82, v78
	v_mov_b32_e32 v81, v77
	v_mov_b32_e32 v80, v76
	v_mov_b32_e32 v79, v75
	v_mov_b32_e32 v78, v74
	v_mov_b32_e32 v77, v73
	v_mov_b32_e32 v76, v72
	v_mov_b32_e32 v75, v71
	v_mov_b32_e32 v74, v70
	v_mov_b32_e32 v73, v69
	v_mov_b32_e32 v72, v68
	v_mov_b32_e32 v71, v67
	v_mov_b32_e32 v70, v66
	v_mov_b32_e32 v69, v65
	v_mov_b32_e32 v68, v64
	v_mov_b32_e32 v67, v63
	v_mov_b32_e32 v66, v62
	v_mov_b32_e32 v65, v61
	v_mov_b32_e32 v64, v60
	v_mov_b32_e32 v63, v59
	v_mov_b32_e32 v62, v58
	v_mov_b32_e32 v61, v57
	v_mov_b32_e32 v60, v56
	v_mov_b32_e32 v59, v55
	v_mov_b32_e32 v58, v54
	v_mov_b32_e32 v57, v53
	v_mov_b32_e32 v56, v52
	v_mov_b32_e32 v55, v51
	buffer_load_dword v51, off, s[16:19], 0 offset:116 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v52, off, s[16:19], 0 offset:120 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v53, off, s[16:19], 0 offset:124 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v54, off, s[16:19], 0 offset:128 ; 4-byte Folded Reload
	v_fma_f32 v123, v4, v7, v123
	v_fma_f32 v124, v4, v8, v124
	v_fma_f32 v125, v4, v9, v125
	v_fma_f32 v126, v4, v10, v126
	v_fma_f32 v119, v4, v11, v119
	v_fma_f32 v120, v4, v12, v120
	v_fma_f32 v121, v4, v13, v121
	v_fma_f32 v122, v4, v14, v122
	v_fma_f32 v115, v4, v15, v115
	v_fma_f32 v116, v4, v16, v116
	v_fma_f32 v117, v4, v17, v117
	v_fma_f32 v118, v4, v18, v118
	v_fma_f32 v111, v4, v19, v111
	v_fma_f32 v112, v4, v20, v112
	v_fma_f32 v113, v4, v21, v113
	v_fma_f32 v114, v4, v22, v114
	v_fma_f32 v107, v5, v7, v107
	v_fma_f32 v108, v5, v8, v108
	v_fma_f32 v109, v5, v9, v109
	v_fma_f32 v110, v5, v10, v110
	v_fma_f32 v103, v5, v11, v103
	v_fma_f32 v104, v5, v12, v104
	v_fma_f32 v105, v5, v13, v105
	v_fma_f32 v106, v5, v14, v106
	v_fma_f32 v99, v5, v15, v99
	v_fma_f32 v100, v5, v16, v100
	v_fma_f32 v101, v5, v17, v101
	v_fma_f32 v102, v5, v18, v102
	v_fma_f32 v95, v5, v19, v95
	v_fma_f32 v96, v5, v20, v96
	v_fma_f32 v97, v5, v21, v97
	v_fma_f32 v98, v5, v22, v98
	v_fma_f32 v91, v6, v7, v91
	v_fma_f32 v92, v6, v8, v92
	v_fma_f32 v93, v6, v9, v93
	v_fma_f32 v94, v6, v10, v94
	v_fma_f32 v87, v6, v11, v87
	v_fma_f32 v88, v6, v12, v88
	v_fma_f32 v89, v6, v13, v89
	v_fma_f32 v90, v6, v14, v90
	v_fma_f32 v83, v6, v15, v83
	v_fma_f32 v84, v6, v16, v84
	v_fma_f32 v85, v6, v17, v85
	v_fma_f32 v86, v6, v18, v86
	v_fma_f32 v79, v6, v19, v79
	v_fma_f32 v80, v6, v20, v80
	v_fma_f32 v81, v6, v21, v81
	v_fma_f32 v82, v6, v22, v82
	global_load_dwordx4 v[3:6], v[23:24], off offset:16
	s_nop 0
	buffer_load_dword v23, off, s[16:19], 0 offset:84 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v24, off, s[16:19], 0 offset:88 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v25, off, s[16:19], 0 offset:92 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v26, off, s[16:19], 0 offset:96 ; 4-byte Folded Reload
	s_waitcnt vmcnt(4)
	v_fma_f32 v75, v3, v7, v75
	v_fma_f32 v76, v3, v8, v76
	v_fma_f32 v77, v3, v9, v77
	v_fma_f32 v78, v3, v10, v78
	v_fma_f32 v59, v4, v7, v59
	v_fma_f32 v60, v4, v8, v60
	v_fma_f32 v61, v4, v9, v61
	v_fma_f32 v62, v4, v10, v62
	v_fma_f32 v43, v5, v7, v43
	v_fma_f32 v44, v5, v8, v44
	v_fma_f32 v45, v5, v9, v45
	v_fma_f32 v46, v5, v10, v46
	v_fma_f32 v27, v6, v7, v27
	v_fma_f32 v28, v6, v8, v28
	v_fma_f32 v29, v6, v9, v29
	v_fma_f32 v30, v6, v10, v30
	buffer_load_dword v7, off, s[16:19], 0 offset:52 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[16:19], 0 offset:56 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[16:19], 0 offset:60 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[16:19], 0 offset:64 ; 4-byte Folded Reload
	v_fma_f32 v71, v3, v11, v71
	v_fma_f32 v72, v3, v12, v72
	v_fma_f32 v73, v3, v13, v73
	v_fma_f32 v74, v3, v14, v74
	v_fma_f32 v55, v4, v11, v55
	v_fma_f32 v56, v4, v12, v56
	v_fma_f32 v57, v4, v13, v57
	v_fma_f32 v58, v4, v14, v58
	v_fma_f32 v39, v5, v11, v39
	v_fma_f32 v40, v5, v12, v40
	v_fma_f32 v41, v5, v13, v41
	v_fma_f32 v42, v5, v14, v42
	s_waitcnt vmcnt(4)
	v_fma_f32 v23, v6, v11, v23
	v_fma_f32 v24, v6, v12, v24
	v_fma_f32 v25, v6, v13, v25
	v_fma_f32 v26, v6, v14, v26
	buffer_load_dword v11, off, s[16:19], 0 offset:68 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[16:19], 0 offset:72 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[16:19], 0 offset:76 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[16:19], 0 offset:80 ; 4-byte Folded Reload
	v_fma_f32 v67, v3, v15, v67
	v_fma_f32 v68, v3, v16, v68
	v_fma_f32 v69, v3, v17, v69
	v_fma_f32 v70, v3, v18, v70
	v_fma_f32 v51, v4, v15, v51
	v_fma_f32 v52, v4, v16, v52
	v_fma_f32 v53, v4, v17, v53
	v_fma_f32 v54, v4, v18, v54
	v_fma_f32 v47, v5, v15, v47
	v_fma_f32 v48, v5, v16, v48
	v_fma_f32 v49, v5, v17, v49
	v_fma_f32 v50, v5, v18, v50
	v_fma_f32 v63, v3, v19, v63
	v_fma_f32 v64, v3, v20, v64
	v_fma_f32 v65, v3, v21, v65
	v_fma_f32 v66, v3, v22, v66
	v_fma_f32 v31, v5, v19, v31
	v_fma_f32 v32, v5, v20, v32
	v_fma_f32 v33, v5, v21, v33
	v_fma_f32 v34, v5, v22, v34
	s_waitcnt vmcnt(4)
	v_fma_f32 v7, v6, v19, v7
	v_fma_f32 v8, v6, v20, v8
	v_fma_f32 v9, v6, v21, v9
	v_fma_f32 v10, v6, v22, v10
	s_waitcnt vmcnt(0)
	v_fma_f32 v11, v6, v15, v11
	v_fma_f32 v12, v6, v16, v12
	v_fma_f32 v13, v6, v17, v13
	v_fma_f32 v14, v6, v18, v14
	buffer_load_dword v15, off, s[16:19], 0 offset:100 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v16, off, s[16:19], 0 offset:104 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v17, off, s[16:19], 0 offset:108 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v18, off, s[16:19], 0 offset:112 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v0, off, s[16:19], 0 offset:36 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[16:19], 0 offset:40 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[16:19], 0 offset:44 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[16:19], 0 offset:48 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_fma_f32 v0, v4, v19, v0
	v_fma_f32 v1, v4, v20, v1
	v_fma_f32 v2, v4, v21, v2
	v_fma_f32 v3, v4, v22, v3
	buffer_store_dword v0, off, s[16:19], 0 offset:36 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[16:19], 0 offset:40 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[16:19], 0 offset:44 ; 4-byte Folded Spill
	buffer_store_dword v3, off, s[16:19], 0 offset:48 ; 4-byte Folded Spill
	buffer_load_dword v0, off, s[16:19], 0 offset:132 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[16:19], 0 offset:136 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[16:19], 0 offset:140 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[16:19], 0 offset:144 ; 4-byte Folded Reload
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v0, 0x400, v0
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, 0x800, v2
	s_cbranch_scc1 .LBB0_2
; %bb.3:
	buffer_store_dword v35, off, s[16:19], 0 offset:52 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v36, off, s[16:19], 0 offset:56 ; 4-byte Folded Spill
	buffer_store_dword v37, off, s[16:19], 0 offset:60 ; 4-byte Folded Spill
	buffer_store_dword v38, off, s[16:19], 0 offset:64 ; 4-byte Folded Spill
	buffer_store_dword v27, off, s[16:19], 0 offset:68 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v28, off, s[16:19], 0 offset:72 ; 4-byte Folded Spill
	buffer_store_dword v29, off, s[16:19], 0 offset:76 ; 4-byte Folded Spill
	buffer_store_dword v30, off, s[16:19], 0 offset:80 ; 4-byte Folded Spill
	buffer_store_dword v31, off, s[16:19], 0 offset:84 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v32, off, s[16:19], 0 offset:88 ; 4-byte Folded Spill
	buffer_store_dword v33, off, s[16:19], 0 offset:92 ; 4-byte Folded Spill
	buffer_store_dword v34, off, s[16:19], 0 offset:96 ; 4-byte Folded Spill
	v_mov_b32_e32 v27, v47
	v_mov_b32_e32 v28, v48
	v_mov_b32_e32 v29, v49
	v_mov_b32_e32 v30, v50
	buffer_load_dword v47, off, s[16:19], 0 offset:36 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v48, off, s[16:19], 0 offset:40 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v49, off, s[16:19], 0 offset:44 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v50, off, s[16:19], 0 offset:48 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v31, off, s[16:19], 0 offset:20 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v32, off, s[16:19], 0 offset:24 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v33, off, s[16:19], 0 offset:28 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v34, off, s[16:19], 0 offset:32 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v35, off, s[16:19], 0 offset:4 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v36, off, s[16:19], 0 offset:8 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v37, off, s[16:19], 0 offset:12 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v38, off, s[16:19], 0 offset:16 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[16:19], 0 offset:148 ; 4-byte Folded Reload
	s_branch .LBB0_5
.LBB0_4:
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v0, 0
	buffer_store_dword v0, off, s[16:19], 0 offset:68 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[16:19], 0 offset:72 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[16:19], 0 offset:76 ; 4-byte Folded Spill
	buffer_store_dword v3, off, s[16:19], 0 offset:80 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v26, 0
	v_mov_b32_e32 v25, 0
	v_mov_b32_e32 v24, 0
	v_mov_b32_e32 v23, 0
	v_mov_b32_e32 v30, 0
	v_mov_b32_e32 v29, 0
	v_mov_b32_e32 v28, 0
	v_mov_b32_e32 v27, 0
	v_mov_b32_e32 v42, 0
	v_mov_b32_e32 v41, 0
	v_mov_b32_e32 v40, 0
	v_mov_b32_e32 v39, 0
	v_mov_b32_e32 v46, 0
	v_mov_b32_e32 v45, 0
	v_mov_b32_e32 v44, 0
	v_mov_b32_e32 v43, 0
	v_mov_b32_e32 v50, 0
	v_mov_b32_e32 v49, 0
	v_mov_b32_e32 v48, 0
	v_mov_b32_e32 v47, 0
	v_mov_b32_e32 v54, 0
	v_mov_b32_e32 v53, 0
	v_mov_b32_e32 v52, 0
	v_mov_b32_e32 v51, 0
	v_mov_b32_e32 v58, 0
	v_mov_b32_e32 v57, 0
	v_mov_b32_e32 v56, 0
	v_mov_b32_e32 v55, 0
	v_mov_b32_e32 v62, 0
	v_mov_b32_e32 v61, 0
	v_mov_b32_e32 v60, 0
	v_mov_b32_e32 v59, 0
	v_mov_b32_e32 v66, 0
	v_mov_b32_e32 v65, 0
	v_mov_b32_e32 v64, 0
	v_mov_b32_e32 v63, 0
	v_mov_b32_e32 v70, 0
	v_mov_b32_e32 v69, 0
	v_mov_b32_e32 v68, 0
	v_mov_b32_e32 v67, 0
	v_mov_b32_e32 v74, 0
	v_mov_b32_e32 v73, 0
	v_mov_b32_e32 v72, 0
	v_mov_b32_e32 v71, 0
	v_mov_b32_e32 v78, 0
	v_mov_b32_e32 v77, 0
	v_mov_b32_e32 v76, 0
	v_mov_b32_e32 v75, 0
	v_mov_b32_e32 v82, 0
	v_mov_b32_e32 v81, 0
	v_mov_b32_e32 v80, 0
	v_mov_b32_e32 v79, 0
	v_mov_b32_e32 v86, 0
	v_mov_b32_e32 v85, 0
	v_mov_b32_e32 v84, 0
	v_mov_b32_e32 v83, 0
	v_mov_b32_e32 v90, 0
	v_mov_b32_e32 v89, 0
	v_mov_b32_e32 v88, 0
	v_mov_b32_e32 v87, 0
	v_mov_b32_e32 v94, 0
	buffer_store_dword v0, off, s[16:19], 0 offset:84 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[16:19], 0 offset:88 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[16:19], 0 offset:92 ; 4-byte Folded Spill
	buffer_store_dword v3, off, s[16:19], 0 offset:96 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v93, 0
	v_mov_b32_e32 v92, 0
	v_mov_b32_e32 v91, 0
	v_mov_b32_e32 v98, 0
	v_mov_b32_e32 v97, 0
	v_mov_b32_e32 v96, 0
	v_mov_b32_e32 v95, 0
	v_mov_b32_e32 v102, 0
	v_mov_b32_e32 v101, 0
	v_mov_b32_e32 v100, 0
	v_mov_b32_e32 v99, 0
	v_mov_b32_e32 v106, 0
	v_mov_b32_e32 v105, 0
	v_mov_b32_e32 v104, 0
	v_mov_b32_e32 v103, 0
	v_mov_b32_e32 v110, 0
	v_mov_b32_e32 v109, 0
	v_mov_b32_e32 v108, 0
	v_mov_b32_e32 v107, 0
	v_mov_b32_e32 v114, 0
	v_mov_b32_e32 v113, 0
	v_mov_b32_e32 v112, 0
	v_mov_b32_e32 v111, 0
	v_mov_b32_e32 v118, 0
	v_mov_b32_e32 v117, 0
	v_mov_b32_e32 v116, 0
	v_mov_b32_e32 v115, 0
	v_mov_b32_e32 v122, 0
	v_mov_b32_e32 v121, 0
	v_mov_b32_e32 v120, 0
	v_mov_b32_e32 v119, 0
	v_mov_b32_e32 v126, 0
	v_mov_b32_e32 v125, 0
	v_mov_b32_e32 v124, 0
	v_mov_b32_e32 v123, 0
	v_mov_b32_e32 v34, 0
	v_mov_b32_e32 v33, 0
	v_mov_b32_e32 v32, 0
	v_mov_b32_e32 v31, 0
	v_mov_b32_e32 v38, 0
	v_mov_b32_e32 v37, 0
	v_mov_b32_e32 v36, 0
	v_mov_b32_e32 v35, 0
	v_mov_b32_e32 v18, 0
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v16, 0
	v_mov_b32_e32 v15, 0
	buffer_store_dword v0, off, s[16:19], 0 offset:52 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[16:19], 0 offset:56 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[16:19], 0 offset:60 ; 4-byte Folded Spill
	buffer_store_dword v3, off, s[16:19], 0 offset:64 ; 4-byte Folded Spill
.LBB0_5:
	v_mov_b32_e32 v22, v18
	v_mov_b32_e32 v21, v17
	v_mov_b32_e32 v20, v16
	v_mov_b32_e32 v19, v15
	buffer_load_dword v15, off, s[16:19], 0 offset:52 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v16, off, s[16:19], 0 offset:56 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v17, off, s[16:19], 0 offset:60 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v18, off, s[16:19], 0 offset:64 ; 4-byte Folded Reload
	s_waitcnt vmcnt(4)
	v_lshlrev_b32_e32 v0, 15, v4
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	v_add_co_u32_e32 v3, vcc, s10, v1
	v_mov_b32_e32 v1, s11
	v_addc_co_u32_e32 v4, vcc, v1, v2, vcc
	v_or_b32_e32 v2, 0x1000, v0
	s_waitcnt vmcnt(0)
	global_store_dwordx4 v[3:4], v[15:18], off
	global_store_dwordx4 v[3:4], v[19:22], off offset:16
	global_store_dwordx4 v[3:4], v[35:38], off offset:32
	global_store_dwordx4 v[3:4], v[31:34], off offset:48
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s10, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	global_store_dwordx4 v[2:3], v[123:126], off
	v_or_b32_e32 v2, 0x1004, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s10, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	global_store_dwordx4 v[2:3], v[119:122], off
	v_or_b32_e32 v2, 0x1008, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s10, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	global_store_dwordx4 v[2:3], v[115:118], off
	v_or_b32_e32 v2, 0x100c, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s10, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	global_store_dwordx4 v[2:3], v[111:114], off
	v_or_b32_e32 v2, 0x2000, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s10, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	global_store_dwordx4 v[2:3], v[107:110], off
	v_or_b32_e32 v2, 0x2004, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s10, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	global_store_dwordx4 v[2:3], v[103:106], off
	v_or_b32_e32 v2, 0x2008, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s10, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	global_store_dwordx4 v[2:3], v[99:102], off
	v_or_b32_e32 v2, 0x200c, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s10, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	global_store_dwordx4 v[2:3], v[95:98], off
	v_or_b32_e32 v2, 0x3000, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s10, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	global_store_dwordx4 v[2:3], v[91:94], off
	v_or_b32_e32 v2, 0x3004, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s10, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	global_store_dwordx4 v[2:3], v[87:90], off
	v_or_b32_e32 v2, 0x3008, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s10, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	global_store_dwordx4 v[2:3], v[83:86], off
	v_or_b32_e32 v2, 0x300c, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s10, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	global_store_dwordx4 v[2:3], v[79:82], off
	v_or_b32_e32 v2, 0x4000, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s10, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	global_store_dwordx4 v[2:3], v[75:78], off
	v_or_b32_e32 v2, 0x4004, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s10, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	global_store_dwordx4 v[2:3], v[71:74], off
	v_or_b32_e32 v2, 0x4008, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s10, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	global_store_dwordx4 v[2:3], v[67:70], off
	v_or_b32_e32 v2, 0x400c, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s10, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	global_store_dwordx4 v[2:3], v[63:66], off
	v_or_b32_e32 v2, 0x5000, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s10, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	global_store_dwordx4 v[2:3], v[59:62], off
	v_or_b32_e32 v2, 0x5004, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s10, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	global_store_dwordx4 v[2:3], v[55:58], off
	v_or_b32_e32 v2, 0x5008, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s10, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	global_store_dwordx4 v[2:3], v[51:54], off
	v_or_b32_e32 v2, 0x500c, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s10, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	global_store_dwordx4 v[2:3], v[47:50], off
	v_or_b32_e32 v2, 0x6000, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s10, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	global_store_dwordx4 v[2:3], v[43:46], off
	v_or_b32_e32 v2, 0x6004, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s10, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	global_store_dwordx4 v[2:3], v[39:42], off
	v_or_b32_e32 v2, 0x6008, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s10, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	global_store_dwordx4 v[2:3], v[27:30], off
	buffer_load_dword v15, off, s[16:19], 0 offset:84 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v16, off, s[16:19], 0 offset:88 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v17, off, s[16:19], 0 offset:92 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v18, off, s[16:19], 0 offset:96 ; 4-byte Folded Reload
	v_or_b32_e32 v2, 0x600c, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s10, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	s_waitcnt vmcnt(0)
	global_store_dwordx4 v[2:3], v[15:18], off
	buffer_load_dword v15, off, s[16:19], 0 offset:68 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v16, off, s[16:19], 0 offset:72 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v17, off, s[16:19], 0 offset:76 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v18, off, s[16:19], 0 offset:80 ; 4-byte Folded Reload
	v_or_b32_e32 v2, 0x7000, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s10, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	s_waitcnt vmcnt(0)
	global_store_dwordx4 v[2:3], v[15:18], off
	v_or_b32_e32 v2, 0x7004, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s10, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	global_store_dwordx4 v[2:3], v[23:26], off
	v_or_b32_e32 v2, 0x7008, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s10, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	global_store_dwordx4 v[2:3], v[11:14], off
	v_or_b32_e32 v2, 0x700c, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_add_co_u32_e32 v0, vcc, s10, v2
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_store_dwordx4 v[0:1], v[7:10], off
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel outer_product
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 152
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
		.amdhsa_next_free_vgpr 127
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
; codeLenInByte = 5880
; NumSgprs: 22
; NumVgprs: 127
; ScratchSize: 152
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 31
; NumSGPRsForWavesPerEU: 22
; NumVGPRsForWavesPerEU: 127
; Occupancy: 2
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
    .max_flat_workgroup_size: 512
    .name:           outer_product
    .private_segment_fixed_size: 152
    .sgpr_count:     22
    .sgpr_spill_count: 0
    .symbol:         outer_product.kd
    .uses_dynamic_stack: false
    .vgpr_count:     127
    .vgpr_spill_count: 73
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx900
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
