	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.protected	outer_product           ; -- Begin function outer_product
	.globl	outer_product
	.p2align	8
	.type	outer_product,@function
outer_product:                          ; @outer_product
; %bb.0:
	s_load_dword s10, s[4:5], 0x4
	s_clause 0x3
	s_load_dword s11, s[6:7], 0x20
	s_load_dword s9, s[6:7], 0x0
	s_load_dwordx2 s[4:5], s[6:7], 0x18
	s_load_dwordx4 s[0:3], s[6:7], 0x8
	s_waitcnt lgkmcnt(0)
	s_and_b32 s6, s10, 0xffff
	s_mul_i32 s6, s6, s8
	s_cmp_lt_i32 s9, 1
	v_add3_u32 v132, s11, v0, s6
	s_cbranch_scc1 .LBB0_3
; %bb.1:
	v_lshlrev_b32_e32 v128, 3, v132
	v_lshlrev_b32_e32 v130, 4, v132
	v_mov_b32_e32 v108, 0
	v_mov_b32_e32 v109, 0
	v_mov_b32_e32 v110, 0
	v_mov_b32_e32 v111, 0
	v_mov_b32_e32 v124, 0
	v_mov_b32_e32 v125, 0
	v_mov_b32_e32 v126, 0
	v_mov_b32_e32 v127, 0
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
	v_mov_b32_e32 v24, 0
	v_mov_b32_e32 v25, 0
	v_mov_b32_e32 v26, 0
	v_mov_b32_e32 v27, 0
	v_mov_b32_e32 v20, 0
	v_mov_b32_e32 v21, 0
	v_mov_b32_e32 v22, 0
	v_mov_b32_e32 v23, 0
	v_mov_b32_e32 v16, 0
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v18, 0
	v_mov_b32_e32 v19, 0
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v129, 31, v128
	v_ashrrev_i32_e32 v131, 31, v130
	s_add_i32 s9, s9, -1
	s_cmp_lg_u32 s9, 0
	v_lshlrev_b64 v[133:134], 2, v[128:129]
	v_lshlrev_b64 v[135:136], 2, v[130:131]
	v_add_nc_u32_e32 v130, 0x800, v130
	v_add_nc_u32_e32 v128, 0x400, v128
	v_add_co_u32 v153, vcc_lo, s0, v133
	v_add_co_ci_u32_e32 v154, vcc_lo, s1, v134, vcc_lo
	v_add_co_u32 v149, vcc_lo, s2, v135
	v_add_co_ci_u32_e32 v150, vcc_lo, s3, v136, vcc_lo
	global_load_dwordx4 v[133:136], v[153:154], off
	s_clause 0x3
	global_load_dwordx4 v[137:140], v[149:150], off
	global_load_dwordx4 v[141:144], v[149:150], off offset:16
	global_load_dwordx4 v[145:148], v[149:150], off offset:32
	global_load_dwordx4 v[149:152], v[149:150], off offset:48
	global_load_dwordx4 v[153:156], v[153:154], off offset:16
	s_waitcnt vmcnt(4)
	v_fmac_f32_e32 v108, v133, v137
	v_fmac_f32_e32 v109, v133, v138
	v_fmac_f32_e32 v110, v133, v139
	v_fmac_f32_e32 v111, v133, v140
	s_waitcnt vmcnt(3)
	v_fmac_f32_e32 v124, v133, v141
	v_fmac_f32_e32 v125, v133, v142
	v_fmac_f32_e32 v126, v133, v143
	v_fmac_f32_e32 v127, v133, v144
	s_waitcnt vmcnt(2)
	v_fmac_f32_e32 v120, v133, v145
	v_fmac_f32_e32 v121, v133, v146
	v_fmac_f32_e32 v122, v133, v147
	v_fmac_f32_e32 v123, v133, v148
	s_waitcnt vmcnt(1)
	v_fmac_f32_e32 v116, v133, v149
	v_fmac_f32_e32 v117, v133, v150
	v_fmac_f32_e32 v118, v133, v151
	v_fmac_f32_e32 v119, v133, v152
	v_fmac_f32_e32 v112, v134, v137
	v_fmac_f32_e32 v113, v134, v138
	v_fmac_f32_e32 v114, v134, v139
	v_fmac_f32_e32 v115, v134, v140
	v_fmac_f32_e32 v104, v134, v141
	v_fmac_f32_e32 v105, v134, v142
	v_fmac_f32_e32 v106, v134, v143
	v_fmac_f32_e32 v107, v134, v144
	v_fmac_f32_e32 v100, v134, v145
	v_fmac_f32_e32 v101, v134, v146
	v_fmac_f32_e32 v102, v134, v147
	v_fmac_f32_e32 v103, v134, v148
	v_fmac_f32_e32 v96, v134, v149
	v_fmac_f32_e32 v97, v134, v150
	v_fmac_f32_e32 v98, v134, v151
	v_fmac_f32_e32 v99, v134, v152
	v_fmac_f32_e32 v92, v135, v137
	v_fmac_f32_e32 v93, v135, v138
	v_fmac_f32_e32 v94, v135, v139
	v_fmac_f32_e32 v95, v135, v140
	v_fmac_f32_e32 v88, v135, v141
	v_fmac_f32_e32 v89, v135, v142
	v_fmac_f32_e32 v90, v135, v143
	v_fmac_f32_e32 v91, v135, v144
	v_fmac_f32_e32 v84, v135, v145
	v_fmac_f32_e32 v85, v135, v146
	v_fmac_f32_e32 v86, v135, v147
	v_fmac_f32_e32 v87, v135, v148
	v_fmac_f32_e32 v80, v135, v149
	v_fmac_f32_e32 v81, v135, v150
	v_fmac_f32_e32 v82, v135, v151
	v_fmac_f32_e32 v83, v135, v152
	v_fmac_f32_e32 v76, v136, v137
	v_fmac_f32_e32 v77, v136, v138
	v_fmac_f32_e32 v78, v136, v139
	v_fmac_f32_e32 v79, v136, v140
	v_fmac_f32_e32 v72, v136, v141
	v_fmac_f32_e32 v73, v136, v142
	v_fmac_f32_e32 v74, v136, v143
	v_fmac_f32_e32 v75, v136, v144
	v_fmac_f32_e32 v68, v136, v145
	v_fmac_f32_e32 v69, v136, v146
	v_fmac_f32_e32 v70, v136, v147
	v_fmac_f32_e32 v71, v136, v148
	v_fmac_f32_e32 v64, v136, v149
	v_fmac_f32_e32 v65, v136, v150
	v_fmac_f32_e32 v66, v136, v151
	v_fmac_f32_e32 v67, v136, v152
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v60, v153, v137
	v_fmac_f32_e32 v61, v153, v138
	v_fmac_f32_e32 v62, v153, v139
	v_fmac_f32_e32 v63, v153, v140
	v_fmac_f32_e32 v44, v154, v137
	v_fmac_f32_e32 v45, v154, v138
	v_fmac_f32_e32 v46, v154, v139
	v_fmac_f32_e32 v47, v154, v140
	v_fmac_f32_e32 v28, v155, v137
	v_fmac_f32_e32 v29, v155, v138
	v_fmac_f32_e32 v30, v155, v139
	v_fmac_f32_e32 v31, v155, v140
	v_fmac_f32_e32 v12, v156, v137
	v_fmac_f32_e32 v13, v156, v138
	v_fmac_f32_e32 v14, v156, v139
	v_fmac_f32_e32 v15, v156, v140
	v_fmac_f32_e32 v56, v153, v141
	v_fmac_f32_e32 v57, v153, v142
	v_fmac_f32_e32 v58, v153, v143
	v_fmac_f32_e32 v59, v153, v144
	v_fmac_f32_e32 v40, v154, v141
	v_fmac_f32_e32 v41, v154, v142
	v_fmac_f32_e32 v42, v154, v143
	v_fmac_f32_e32 v43, v154, v144
	v_fmac_f32_e32 v24, v155, v141
	v_fmac_f32_e32 v25, v155, v142
	v_fmac_f32_e32 v26, v155, v143
	v_fmac_f32_e32 v27, v155, v144
	v_fmac_f32_e32 v8, v156, v141
	v_fmac_f32_e32 v9, v156, v142
	v_fmac_f32_e32 v10, v156, v143
	v_fmac_f32_e32 v11, v156, v144
	v_fmac_f32_e32 v52, v153, v145
	v_fmac_f32_e32 v53, v153, v146
	v_fmac_f32_e32 v54, v153, v147
	v_fmac_f32_e32 v55, v153, v148
	v_fmac_f32_e32 v36, v154, v145
	v_fmac_f32_e32 v37, v154, v146
	v_fmac_f32_e32 v38, v154, v147
	v_fmac_f32_e32 v39, v154, v148
	v_fmac_f32_e32 v20, v155, v145
	v_fmac_f32_e32 v21, v155, v146
	v_fmac_f32_e32 v22, v155, v147
	v_fmac_f32_e32 v23, v155, v148
	v_fmac_f32_e32 v4, v156, v145
	v_fmac_f32_e32 v5, v156, v146
	v_fmac_f32_e32 v6, v156, v147
	v_fmac_f32_e32 v7, v156, v148
	v_fmac_f32_e32 v48, v153, v149
	v_fmac_f32_e32 v49, v153, v150
	v_fmac_f32_e32 v50, v153, v151
	v_fmac_f32_e32 v51, v153, v152
	v_fmac_f32_e32 v32, v154, v149
	v_fmac_f32_e32 v33, v154, v150
	v_fmac_f32_e32 v34, v154, v151
	v_fmac_f32_e32 v35, v154, v152
	v_fmac_f32_e32 v16, v155, v149
	v_fmac_f32_e32 v17, v155, v150
	v_fmac_f32_e32 v18, v155, v151
	v_fmac_f32_e32 v19, v155, v152
	v_fmac_f32_e32 v0, v156, v149
	v_fmac_f32_e32 v1, v156, v150
	v_fmac_f32_e32 v2, v156, v151
	v_fmac_f32_e32 v3, v156, v152
	s_cbranch_scc1 .LBB0_2
	s_branch .LBB0_4
.LBB0_3:
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v19, 0
	v_mov_b32_e32 v18, 0
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v16, 0
	v_mov_b32_e32 v23, 0
	v_mov_b32_e32 v22, 0
	v_mov_b32_e32 v21, 0
	v_mov_b32_e32 v20, 0
	v_mov_b32_e32 v27, 0
	v_mov_b32_e32 v26, 0
	v_mov_b32_e32 v25, 0
	v_mov_b32_e32 v24, 0
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
	v_mov_b32_e32 v111, 0
	v_mov_b32_e32 v110, 0
	v_mov_b32_e32 v109, 0
	v_mov_b32_e32 v108, 0
.LBB0_4:
	v_lshlrev_b32_e32 v128, 15, v132
	v_or_b32_e32 v130, 0x1000, v128
	v_ashrrev_i32_e32 v129, 31, v128
	v_or_b32_e32 v132, 0x1004, v128
	v_or_b32_e32 v134, 0x1008, v128
	v_ashrrev_i32_e32 v131, 31, v130
	v_lshlrev_b64 v[136:137], 2, v[128:129]
	v_ashrrev_i32_e32 v133, 31, v132
	v_ashrrev_i32_e32 v135, 31, v134
	v_or_b32_e32 v129, 0x100c, v128
	v_lshlrev_b64 v[130:131], 2, v[130:131]
	v_add_co_u32 v136, vcc_lo, s4, v136
	v_lshlrev_b64 v[132:133], 2, v[132:133]
	v_add_co_ci_u32_e32 v137, vcc_lo, s5, v137, vcc_lo
	v_add_co_u32 v130, vcc_lo, s4, v130
	v_lshlrev_b64 v[134:135], 2, v[134:135]
	v_add_co_ci_u32_e32 v131, vcc_lo, s5, v131, vcc_lo
	global_store_dwordx4 v[136:137], v[108:111], off
	global_store_dwordx4 v[136:137], v[124:127], off offset:16
	global_store_dwordx4 v[136:137], v[120:123], off offset:32
	global_store_dwordx4 v[136:137], v[116:119], off offset:48
	global_store_dwordx4 v[130:131], v[112:115], off
	v_or_b32_e32 v110, 0x2000, v128
	v_add_co_u32 v108, vcc_lo, s4, v132
	v_ashrrev_i32_e32 v130, 31, v129
	v_add_co_ci_u32_e32 v109, vcc_lo, s5, v133, vcc_lo
	v_or_b32_e32 v114, 0x2004, v128
	v_add_co_u32 v112, vcc_lo, s4, v134
	v_ashrrev_i32_e32 v111, 31, v110
	v_add_co_ci_u32_e32 v113, vcc_lo, s5, v135, vcc_lo
	v_lshlrev_b64 v[116:117], 2, v[129:130]
	v_ashrrev_i32_e32 v115, 31, v114
	global_store_dwordx4 v[108:109], v[104:107], off
	global_store_dwordx4 v[112:113], v[100:103], off
	v_lshlrev_b64 v[100:101], 2, v[110:111]
	v_or_b32_e32 v106, 0x2008, v128
	v_or_b32_e32 v108, 0x200c, v128
	v_add_co_u32 v102, vcc_lo, s4, v116
	v_lshlrev_b64 v[104:105], 2, v[114:115]
	v_add_co_ci_u32_e32 v103, vcc_lo, s5, v117, vcc_lo
	v_add_co_u32 v100, vcc_lo, s4, v100
	v_add_co_ci_u32_e32 v101, vcc_lo, s5, v101, vcc_lo
	v_ashrrev_i32_e32 v107, 31, v106
	v_add_co_u32 v104, vcc_lo, s4, v104
	v_add_co_ci_u32_e32 v105, vcc_lo, s5, v105, vcc_lo
	v_ashrrev_i32_e32 v109, 31, v108
	global_store_dwordx4 v[102:103], v[96:99], off
	v_lshlrev_b64 v[96:97], 2, v[106:107]
	global_store_dwordx4 v[100:101], v[92:95], off
	global_store_dwordx4 v[104:105], v[88:91], off
	v_or_b32_e32 v90, 0x3000, v128
	v_lshlrev_b64 v[88:89], 2, v[108:109]
	v_or_b32_e32 v94, 0x3004, v128
	v_add_co_u32 v92, vcc_lo, s4, v96
	v_ashrrev_i32_e32 v91, 31, v90
	v_add_co_ci_u32_e32 v93, vcc_lo, s5, v97, vcc_lo
	v_or_b32_e32 v96, 0x3008, v128
	v_add_co_u32 v88, vcc_lo, s4, v88
	v_ashrrev_i32_e32 v95, 31, v94
	v_add_co_ci_u32_e32 v89, vcc_lo, s5, v89, vcc_lo
	v_lshlrev_b64 v[90:91], 2, v[90:91]
	v_ashrrev_i32_e32 v97, 31, v96
	global_store_dwordx4 v[92:93], v[84:87], off
	global_store_dwordx4 v[88:89], v[80:83], off
	v_lshlrev_b64 v[80:81], 2, v[94:95]
	v_or_b32_e32 v86, 0x300c, v128
	v_or_b32_e32 v88, 0x4000, v128
	v_add_co_u32 v82, vcc_lo, s4, v90
	v_lshlrev_b64 v[84:85], 2, v[96:97]
	v_add_co_ci_u32_e32 v83, vcc_lo, s5, v91, vcc_lo
	v_add_co_u32 v80, vcc_lo, s4, v80
	v_add_co_ci_u32_e32 v81, vcc_lo, s5, v81, vcc_lo
	v_ashrrev_i32_e32 v87, 31, v86
	v_add_co_u32 v84, vcc_lo, s4, v84
	v_add_co_ci_u32_e32 v85, vcc_lo, s5, v85, vcc_lo
	v_ashrrev_i32_e32 v89, 31, v88
	global_store_dwordx4 v[82:83], v[76:79], off
	v_lshlrev_b64 v[76:77], 2, v[86:87]
	global_store_dwordx4 v[80:81], v[72:75], off
	global_store_dwordx4 v[84:85], v[68:71], off
	v_or_b32_e32 v70, 0x4004, v128
	v_lshlrev_b64 v[68:69], 2, v[88:89]
	v_or_b32_e32 v74, 0x4008, v128
	v_add_co_u32 v72, vcc_lo, s4, v76
	v_ashrrev_i32_e32 v71, 31, v70
	v_add_co_ci_u32_e32 v73, vcc_lo, s5, v77, vcc_lo
	v_or_b32_e32 v76, 0x400c, v128
	v_add_co_u32 v68, vcc_lo, s4, v68
	v_ashrrev_i32_e32 v75, 31, v74
	v_add_co_ci_u32_e32 v69, vcc_lo, s5, v69, vcc_lo
	v_lshlrev_b64 v[70:71], 2, v[70:71]
	v_ashrrev_i32_e32 v77, 31, v76
	global_store_dwordx4 v[72:73], v[64:67], off
	global_store_dwordx4 v[68:69], v[60:63], off
	v_lshlrev_b64 v[60:61], 2, v[74:75]
	v_or_b32_e32 v66, 0x5000, v128
	v_or_b32_e32 v68, 0x5004, v128
	v_add_co_u32 v62, vcc_lo, s4, v70
	v_lshlrev_b64 v[64:65], 2, v[76:77]
	v_add_co_ci_u32_e32 v63, vcc_lo, s5, v71, vcc_lo
	v_add_co_u32 v60, vcc_lo, s4, v60
	v_add_co_ci_u32_e32 v61, vcc_lo, s5, v61, vcc_lo
	v_ashrrev_i32_e32 v67, 31, v66
	v_add_co_u32 v64, vcc_lo, s4, v64
	v_add_co_ci_u32_e32 v65, vcc_lo, s5, v65, vcc_lo
	v_ashrrev_i32_e32 v69, 31, v68
	global_store_dwordx4 v[62:63], v[56:59], off
	v_lshlrev_b64 v[56:57], 2, v[66:67]
	global_store_dwordx4 v[60:61], v[52:55], off
	global_store_dwordx4 v[64:65], v[48:51], off
	v_or_b32_e32 v50, 0x5008, v128
	v_lshlrev_b64 v[48:49], 2, v[68:69]
	v_or_b32_e32 v54, 0x500c, v128
	v_add_co_u32 v52, vcc_lo, s4, v56
	v_ashrrev_i32_e32 v51, 31, v50
	v_add_co_ci_u32_e32 v53, vcc_lo, s5, v57, vcc_lo
	v_or_b32_e32 v56, 0x6000, v128
	v_add_co_u32 v48, vcc_lo, s4, v48
	v_ashrrev_i32_e32 v55, 31, v54
	v_add_co_ci_u32_e32 v49, vcc_lo, s5, v49, vcc_lo
	v_lshlrev_b64 v[50:51], 2, v[50:51]
	v_ashrrev_i32_e32 v57, 31, v56
	global_store_dwordx4 v[52:53], v[44:47], off
	global_store_dwordx4 v[48:49], v[40:43], off
	v_lshlrev_b64 v[40:41], 2, v[54:55]
	v_or_b32_e32 v46, 0x6004, v128
	v_or_b32_e32 v48, 0x6008, v128
	v_add_co_u32 v42, vcc_lo, s4, v50
	v_lshlrev_b64 v[44:45], 2, v[56:57]
	v_add_co_ci_u32_e32 v43, vcc_lo, s5, v51, vcc_lo
	v_add_co_u32 v40, vcc_lo, s4, v40
	v_ashrrev_i32_e32 v47, 31, v46
	v_add_co_ci_u32_e32 v41, vcc_lo, s5, v41, vcc_lo
	v_add_co_u32 v44, vcc_lo, s4, v44
	v_ashrrev_i32_e32 v49, 31, v48
	v_add_co_ci_u32_e32 v45, vcc_lo, s5, v45, vcc_lo
	global_store_dwordx4 v[42:43], v[36:39], off
	v_lshlrev_b64 v[36:37], 2, v[46:47]
	global_store_dwordx4 v[40:41], v[32:35], off
	global_store_dwordx4 v[44:45], v[28:31], off
	v_lshlrev_b64 v[28:29], 2, v[48:49]
	v_or_b32_e32 v30, 0x600c, v128
	v_or_b32_e32 v34, 0x7000, v128
	v_add_co_u32 v32, vcc_lo, s4, v36
	v_add_co_ci_u32_e32 v33, vcc_lo, s5, v37, vcc_lo
	v_add_co_u32 v28, vcc_lo, s4, v28
	v_add_co_ci_u32_e32 v29, vcc_lo, s5, v29, vcc_lo
	v_ashrrev_i32_e32 v31, 31, v30
	v_or_b32_e32 v36, 0x7004, v128
	v_ashrrev_i32_e32 v35, 31, v34
	global_store_dwordx4 v[28:29], v[20:23], off
	v_or_b32_e32 v22, 0x7008, v128
	global_store_dwordx4 v[32:33], v[24:27], off
	v_lshlrev_b64 v[24:25], 2, v[30:31]
	v_ashrrev_i32_e32 v37, 31, v36
	v_or_b32_e32 v28, 0x700c, v128
	v_lshlrev_b64 v[20:21], 2, v[34:35]
	v_ashrrev_i32_e32 v23, 31, v22
	v_add_co_u32 v24, vcc_lo, s4, v24
	v_lshlrev_b64 v[26:27], 2, v[36:37]
	v_ashrrev_i32_e32 v29, 31, v28
	v_add_co_ci_u32_e32 v25, vcc_lo, s5, v25, vcc_lo
	v_add_co_u32 v20, vcc_lo, s4, v20
	v_lshlrev_b64 v[22:23], 2, v[22:23]
	v_add_co_ci_u32_e32 v21, vcc_lo, s5, v21, vcc_lo
	v_add_co_u32 v26, vcc_lo, s4, v26
	v_lshlrev_b64 v[28:29], 2, v[28:29]
	v_add_co_ci_u32_e32 v27, vcc_lo, s5, v27, vcc_lo
	v_add_co_u32 v22, vcc_lo, s4, v22
	v_add_co_ci_u32_e32 v23, vcc_lo, s5, v23, vcc_lo
	v_add_co_u32 v28, vcc_lo, s4, v28
	v_add_co_ci_u32_e32 v29, vcc_lo, s5, v29, vcc_lo
	global_store_dwordx4 v[24:25], v[16:19], off
	global_store_dwordx4 v[20:21], v[12:15], off
	global_store_dwordx4 v[26:27], v[8:11], off
	global_store_dwordx4 v[22:23], v[4:7], off
	global_store_dwordx4 v[28:29], v[0:3], off
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel outer_product
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
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
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 157
		.amdhsa_next_free_sgpr 12
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
; codeLenInByte = 3080
; NumSgprs: 14
; NumVgprs: 157
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 19
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 157
; Occupancy: 6
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
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
    .max_flat_workgroup_size: 512
    .name:           outer_product
    .private_segment_fixed_size: 0
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         outer_product.kd
    .uses_dynamic_stack: false
    .vgpr_count:     157
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1030
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
