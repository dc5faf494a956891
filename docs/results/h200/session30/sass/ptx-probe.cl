__kernel void probe(__global uint* a) {
    uint x = a[get_global_id(0)], r;
    asm("prmt.b32 %0, %1, %2, %3;" : "=r"(r) : "r"(x), "r"(0u), "r"(0x4341u));
    a[get_global_id(0)] = r;
}
