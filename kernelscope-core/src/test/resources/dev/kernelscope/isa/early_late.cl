// Seed 003 A50: eight values are read at the start and again at the end; in between a 32-accumulator phase sets the
// VGPR peak, and the eight sit idle in VGPRs across it (candidates to park in LDS).
__kernel void early_late(__global float* out, __global const float* in, __global const float* w, int steps) {
  size_t i = get_global_id(0);
  float keep[8];
  for (int j = 0; j < 8; j++) keep[j] = in[i * 8 + j];
  float acc[32];
  for (int j = 0; j < 32; j++) acc[j] = keep[j & 7] * (float)j;
  for (int s = 0; s < steps; s++) {
    float x = w[i + s];
    for (int j = 0; j < 32; j++) acc[j] = acc[j] * x + acc[(j + 1) & 31];
  }
  float r = 0;
  for (int j = 0; j < 32; j++) r += acc[j] * keep[(j * 3) & 7];
  out[i] = r;
}
