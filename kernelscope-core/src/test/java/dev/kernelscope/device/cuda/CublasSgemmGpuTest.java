/*
 * The cuBLAS yardstick on a real GPU: row-major SGEMM at sizes that are not multiples of anything, in both FP32
 * math modes, against a double-precision Java reference (relative Frobenius error), with alpha and beta; plus the
 * version and the input checks. Skipped, with the reason, where no CUDA device or no cuBLAS is present.
 */
package dev.kernelscope.device.cuda;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.kernelscope.device.Buffer;
import dev.kernelscope.device.DeviceSession;
import dev.kernelscope.device.TestDevice;
import dev.kernelscope.device.cuda.internal.Cublas;
import dev.kernelscope.model.InvalidInputException;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

// The shared device session is driven by one thread at a time (DeviceSession): its users never run together.
@org.junit.jupiter.api.parallel.ResourceLock(dev.kernelscope.device.TestDevice.SHARED_SESSION)
class CublasSgemmGpuTest {

    @ParameterizedTest
    @EnumSource(CublasSgemm.MathMode.class)
    void rowMajorSgemmMatchesADoubleReference(CublasSgemm.MathMode mode) {
        DeviceSession session = CudaTestDevice.session();
        assumeTrue(Cublas.LIBRARY.isAvailable(), () -> "no cuBLAS: " + Cublas.LIBRARY.unavailableReason().orElse(""));
        int m = 65;
        int n = 47;
        int k = 33;
        int lda = k + 3;
        int ldb = n + 1;
        int ldc = n + 5;
        float alpha = 1.5f;
        float beta = -0.75f;
        float[] a = TestDevice.randomFloats(m * lda, 11);
        float[] b = TestDevice.randomFloats(k * ldb, 12);
        float[] c = TestDevice.randomFloats(m * ldc, 13);
        try (CublasSgemm cublas = CublasSgemm.open(session, mode); Buffer da = session.floats(a);
                Buffer db = session.floats(b); Buffer dc = session.floats(c)) {
            assertThat(cublas.versionCode()).isGreaterThanOrEqualTo(110000);
            assertThat(cublas.version()).matches("\\d+\\.\\d+\\.\\d+");
            cublas.sgemm(m, n, k, alpha, da, lda, db, ldb, beta, dc, ldc);
            float[] out = dc.readFloats();
            double errorSquared = 0;
            double normSquared = 0;
            for (int row = 0; row < m; row++) {
                for (int col = 0; col < n; col++) {
                    double expected = beta * (double) c[row * ldc + col];
                    for (int i = 0; i < k; i++) {
                        expected += alpha * (double) a[row * lda + i] * b[i * ldb + col];
                    }
                    double actual = out[row * ldc + col];
                    assertThat(actual).isNotNaN();
                    errorSquared += (actual - expected) * (actual - expected);
                    normSquared += expected * expected;
                }
                for (int col = n; col < ldc; col++) {
                    assertThat(out[row * ldc + col]).as("padding column untouched").isEqualTo(c[row * ldc + col]);
                }
            }
            // FP32 with K=33: about 1e-7; TF32 would be about 1e-4.
            assertThat(Math.sqrt(errorSquared / normSquared)).isLessThan(1e-6);
        }
    }

    @ParameterizedTest
    @EnumSource(CublasSgemm.MathMode.class)
    void badSizesAreUserErrorsNamingTheLimit(CublasSgemm.MathMode mode) {
        DeviceSession session = CudaTestDevice.session();
        assumeTrue(Cublas.LIBRARY.isAvailable(), "no cuBLAS here");
        try (CublasSgemm cublas = CublasSgemm.open(session, mode); Buffer small = session.floats(10)) {
            assertThatThrownBy(() -> cublas.sgemm(4, 4, 4, 1, small, 4, small, 4, 0, small, 4))
                    .isInstanceOf(InvalidInputException.class).hasMessageContaining("needs at least 16 floats");
            assertThatThrownBy(() -> cublas.sgemm(2, 2, 4, 1, small, 3, small, 2, 0, small, 2))
                    .isInstanceOf(InvalidInputException.class).hasMessageContaining("lda >= K");
        }
    }
}
