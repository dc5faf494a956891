// OpenCL C's qualifiers as many kernels write them, without underscores (Rodinia's hotspot does): OpenClSyntax
// spells them __global, __local, ... before the rest of the CUDA translation, which reads the underscored ones.
kernel void bare_qualifiers(global const float* in, global float* out, local float* scratch, constant float* scale) {
    local float tile[64];
    private int i = get_global_id(0);
    int l = get_local_id(0);
    tile[l] = in[i];
    scratch[l] = scale[0];
    barrier(CLK_LOCAL_MEM_FENCE);
    out[i] = tile[l] * scratch[l];
}
