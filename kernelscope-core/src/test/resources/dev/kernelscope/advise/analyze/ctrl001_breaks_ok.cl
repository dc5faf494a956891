// reject: KS-CTRL-001 KS-CTRL-002
// Every case ends in break or return; stacked labels (case 2: case 3:) share code without falling through.
__kernel void apply(__global float *x, int mode) {
    int i = get_global_id(0);
    switch (mode) {
        case 0: {
            x[i] = x[i] * 2.0f;
            break;
        }
        case 1:
            x[i] = x[i] + 1.0f;
            break;
        case 2:
        case 3:
            x[i] = x[i] - 1.0f;
            return;
        default:
            x[i] = 0.0f;
            break;
    }
}
