/*
 * The shape classes and the tuning database's per-class entries, no device: the classification rules, the lookup
 * order (a level's class entry, then its general entry, then the next level), and that the conformance suite has a
 * case for every class the built-in database gives its own entry, so every configuration it can choose is checked.
 */
package dev.kernelscope.kernels.gemm;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.kernelscope.device.BackendKind;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class GemmShapeClassTest {

    @Test
    void everyConformanceCaseNamedForAClassFallsInIt() {
        // the conformance suite covers each class's configuration only while its cases stay in their classes
        List<String> elsewhere = new ArrayList<>();
        for (GemmConformance.Case testCase : GemmConformance.shapeClassCases()) {
            if (testCase.name().startsWith("class ")) {
                String named = testCase.name().substring("class ".length()).split("[ ,]")[0];
                GemmShapeClass found = GemmShapeClass.of(testCase.shape());
                if (!found.id().equals(named)) {
                    elsewhere.add(testCase + ": " + found.id());
                }
            }
        }
        assertThat(elsewhere).isEmpty();
    }

    @Test
    void shapesFallInTheClassOfTheFirstRuleThatMatches() {
        assertThat(GemmShapeClass.of(4096, 127, 4096)).isEqualTo(GemmShapeClass.SKINNY_N);
        assertThat(GemmShapeClass.of(127, 4096, 4096)).isEqualTo(GemmShapeClass.SKINNY_M);
        assertThat(GemmShapeClass.of(64, 8192, 2048)).isEqualTo(GemmShapeClass.SKINNY);
        assertThat(GemmShapeClass.of(64, 3072, 2048)).isEqualTo(GemmShapeClass.SKINNY_FEW);  // 12 tiles of 64x256
        assertThat(GemmShapeClass.of(33, 3073, 2048)).isEqualTo(GemmShapeClass.SKINNY);
        assertThat(GemmShapeClass.of(48, 2000, 2008)).isEqualTo(GemmShapeClass.SKINNY_FEW);  // K's tail read in place
        assertThat(GemmShapeClass.of(48, 2000, 2006)).isEqualTo(GemmShapeClass.SKINNY_FEW);  // K no multiple of 4
        assertThat(GemmShapeClass.of(48, 20000, 252)).isEqualTo(GemmShapeClass.SHORT_K);     // K below 256
        assertThat(GemmShapeClass.of(48, 2000, 258)).isEqualTo(GemmShapeClass.SKINNY_FEW);   // K no multiple of 4
        assertThat(GemmShapeClass.of(48, 3073, 258)).isEqualTo(GemmShapeClass.SKINNY);       // 13 tiles of 64x256
        assertThat(GemmShapeClass.of(127, 7837, 60)).isEqualTo(GemmShapeClass.SHORT_K);     // before skinny-m
        assertThat(GemmShapeClass.of(3325, 74, 60)).isEqualTo(GemmShapeClass.SHORT_K);      // before skinny-n
        // session 64: from K = 64, a short side of 65-96 in 96-wide tiles, along M or along N
        assertThat(GemmShapeClass.of(20000, 74, 100)).isEqualTo(GemmShapeClass.SHORT_K_N96);
        assertThat(GemmShapeClass.of(30000, 96, 64)).isEqualTo(GemmShapeClass.SHORT_K_N96);
        assertThat(GemmShapeClass.of(20000, 97, 100)).isEqualTo(GemmShapeClass.SHORT_K);
        assertThat(GemmShapeClass.of(20000, 74, 63)).isEqualTo(GemmShapeClass.SHORT_K);     // K below 64
        assertThat(GemmShapeClass.of(92, 26288, 146)).isEqualTo(GemmShapeClass.SHORT_K_M96);
        assertThat(GemmShapeClass.of(65, 26288, 146)).isEqualTo(GemmShapeClass.SHORT_K_M96);
        assertThat(GemmShapeClass.of(64, 26288, 146)).isEqualTo(GemmShapeClass.SHORT_K);
        assertThat(GemmShapeClass.of(72, 6468, 10)).isEqualTo(GemmShapeClass.SHORT_K);      // K below 64
        assertThat(GemmShapeClass.of(80, 3325, 100)).isEqualTo(GemmShapeClass.TINY);        // 2^28 FLOP or less
        // ... unless tiny with K from 64: the tiny class's tiles
        assertThat(GemmShapeClass.of(127, 7837, 72)).isEqualTo(GemmShapeClass.TINY);
        assertThat(GemmShapeClass.of(3325, 74, 83)).isEqualTo(GemmShapeClass.TINY);
        assertThat(GemmShapeClass.of(127, 7837, 140)).isEqualTo(GemmShapeClass.SHORT_K);   // above 2^28 FLOP
        assertThat(GemmShapeClass.of(30, 7837, 72)).isEqualTo(GemmShapeClass.SKINNY_32);    // not below 33
        assertThat(GemmShapeClass.of(100, 32000, 100)).isEqualTo(GemmShapeClass.SKINNY_M_SMALL); // M N >= 3 * 2^20
        assertThat(GemmShapeClass.of(2000, 100, 1300)).isEqualTo(GemmShapeClass.SKINNY_N_SMALL);
        assertThat(GemmShapeClass.of(2000, 96, 1300)).isEqualTo(GemmShapeClass.SKINNY_N_96);   // one 96-wide tile
        assertThat(GemmShapeClass.of(2000, 65, 1300)).isEqualTo(GemmShapeClass.SKINNY_N_96);
        assertThat(GemmShapeClass.of(708, 90, 573)).isEqualTo(GemmShapeClass.SKINNY_N_TINY);    // below 2^27 FLOP
        assertThat(GemmShapeClass.of(8000, 90, 3000)).isEqualTo(GemmShapeClass.SKINNY_N_96);   // 2^31 FLOP and more
        assertThat(GemmShapeClass.of(8192, 96, 8192)).isEqualTo(GemmShapeClass.SKINNY_N_96);
        assertThat(GemmShapeClass.of(8192, 97, 8192)).isEqualTo(GemmShapeClass.SKINNY_N);
        assertThat(GemmShapeClass.of(708, 99, 573)).isEqualTo(GemmShapeClass.SKINNY_N_TINY);    // below 2^27 FLOP
        assertThat(GemmShapeClass.of(1024, 128, 512)).isEqualTo(GemmShapeClass.SKINNY_N_SMALL);  // exactly 2^27
        assertThat(GemmShapeClass.of(2200, 100, 4900)).isEqualTo(GemmShapeClass.SKINNY_N);   // 2^31 FLOP and more
        assertThat(GemmShapeClass.of(100, 2000, 1300)).isEqualTo(GemmShapeClass.SKINNY_M_SMALL);
        assertThat(GemmShapeClass.of(100, 4000, 3000)).isEqualTo(GemmShapeClass.SKINNY_M);   // 2^31 FLOP and more
        // M of 96 and less: three 32-row tiles pad it less than two of 64 rows
        assertThat(GemmShapeClass.of(96, 2000, 1300)).isEqualTo(GemmShapeClass.SKINNY_M_96);
        assertThat(GemmShapeClass.of(97, 2000, 1300)).isEqualTo(GemmShapeClass.SKINNY_M_SMALL);
        assertThat(GemmShapeClass.of(65, 2000, 1300)).isEqualTo(GemmShapeClass.SKINNY_M_96);
        // ... from 2^30 FLOP, B stored either way, one 96-high tile (session 65)
        assertThat(GemmShapeClass.of(90, 8000, 4000)).isEqualTo(GemmShapeClass.SKINNY_M_96_LARGE);
        assertThat(GemmShapeClass.of(80, 6711, 1000)).isEqualTo(GemmShapeClass.SKINNY_M_96_LARGE);  // 2^30 + 18176
        assertThat(GemmShapeClass.of(80, 6710, 1000)).isEqualTo(GemmShapeClass.SKINNY_M_96);        // 2^30 - 141824
        assertThat(GemmShapeClass.of(97, 8000, 4000)).isEqualTo(GemmShapeClass.SKINNY_M);
        assertThat(GemmShapeClass.of(90, 20000, 300)).isEqualTo(GemmShapeClass.SMALL_SHALLOW);   // K below 448
        // B transposed: M of 96 and less below 2^30 FLOP in 32-row tiles too, the rest in skinny-m-bt's 128x128
        assertThat(GemmShapeClass.of(GemmShape.packed(Layout.COLUMN_MAJOR, true, true, 437, 91, 667)))
                .isEqualTo(GemmShapeClass.SKINNY_M_BT_96);
        assertThat(GemmShapeClass.of(GemmShape.packed(Layout.ROW_MAJOR, false, true, 96, 2000, 2000)))
                .isEqualTo(GemmShapeClass.SKINNY_M_BT_96);
        assertThat(GemmShapeClass.of(GemmShape.packed(Layout.ROW_MAJOR, false, true, 97, 2000, 2000)))
                .isEqualTo(GemmShapeClass.SKINNY_M_BT);
        assertThat(GemmShapeClass.of(GemmShape.packed(Layout.ROW_MAJOR, false, true, 88, 1180, 7314)))
                .isEqualTo(GemmShapeClass.SKINNY_M_96_LARGE);     // 2^30 FLOP and more
        assertThat(GemmShapeClass.of(GemmShape.packed(Layout.ROW_MAJOR, false, true, 97, 1180, 7314)))
                .isEqualTo(GemmShapeClass.SKINNY_M_BT);
        // the general class by how its tilings fit C (TileFit)
        assertThat(GemmShapeClass.of(300, 3000, 1300)).isEqualTo(GemmShapeClass.GENERAL_FINE);  // 64 rows pad less
        assertThat(GemmShapeClass.of(2700, 380, 1100)).isEqualTo(GemmShapeClass.GENERAL_TALL);  // 128 columns
        assertThat(GemmShapeClass.of(6055, 311, 6859)).isEqualTo(GemmShapeClass.GENERAL_NARROW);  // 64 columns
        // ... in more than 200 tiles of 128x64 (48 x 5 = 240 here), or at most that many: general-narrow-few
        assertThat(GemmShapeClass.of(5121, 311, 6859)).isEqualTo(GemmShapeClass.GENERAL_NARROW);      // 41 x 5
        assertThat(GemmShapeClass.of(5120, 311, 6859)).isEqualTo(GemmShapeClass.GENERAL_NARROW_FEW);  // 40 x 5
        assertThat(GemmShapeClass.of(2500, 6000, 4000)).isEqualTo(GemmShapeClass.GENERAL);      // within 5%
        assertThat(GemmShapeClass.of(1250, 3078, 733)).isEqualTo(GemmShapeClass.GENERAL);
        assertThat(GemmShapeClass.of(3000, 60, 2000)).isEqualTo(GemmShapeClass.NARROW_FEW);
        assertThat(GemmShapeClass.of(2000, 28, 6000)).isEqualTo(GemmShapeClass.VECTOR);   // A read along K
        assertThat(GemmShapeClass.of(2000, 29, 6000)).isEqualTo(GemmShapeClass.NARROW_32);
        assertThat(GemmShapeClass.of(2000, 32, 6008)).isEqualTo(GemmShapeClass.NARROW_TAIL); // K no multiple of 16
        assertThat(GemmShapeClass.of(6000, 28, 3000)).isEqualTo(GemmShapeClass.NARROW_TAIL);
        assertThat(GemmShapeClass.of(6000, 17, 3000)).isEqualTo(GemmShapeClass.NARROW_TAIL);
        assertThat(GemmShapeClass.of(6000, 16, 3000)).isEqualTo(GemmShapeClass.VECTOR);      // 16 or less: gemv.cl
        assertThat(GemmShapeClass.of(6000, 28, 3001)).isEqualTo(GemmShapeClass.NARROW_32);   // K no multiple of 4
        assertThat(GemmShapeClass.of(6000, 28, 252)).isEqualTo(GemmShapeClass.NARROW_32);    // below 16 slices
        assertThat(GemmShapeClass.of(6000, 28, 36002)).isEqualTo(GemmShapeClass.VECTOR);     // K >= 6 M
        assertThat(GemmShapeClass.of(700, 24, 1028)).isEqualTo(GemmShapeClass.VECTOR);       // a matrix below 2^22
        assertThat(GemmShapeClass.of(GemmShape.packed(Layout.ROW_MAJOR, true, false, 700, 24, 1028)))
                .isEqualTo(GemmShapeClass.NARROW_32);
        assertThat(GemmShapeClass.of(28, 6000, 3000)).isEqualTo(GemmShapeClass.SKINNY_32);   // M <= N: not measured
        assertThat(GemmShapeClass.of(GemmShape.packed(Layout.ROW_MAJOR, true, false, 4096, 32, 4100)))
                .isEqualTo(GemmShapeClass.NARROW_TAIL);
        assertThat(GemmShapeClass.of(GemmShape.packed(Layout.ROW_MAJOR, true, false, 4096, 32, 4096)))
                .isEqualTo(GemmShapeClass.NARROW_32);
        assertThat(GemmShapeClass.of(1024, 32, 1024)).isEqualTo(GemmShapeClass.VECTOR);    // a matrix of 2^20
        // 17-32 read along K with K no multiple of 16: the 32-wide tiles from 2^20 floats while K < 6 x the long side
        assertThat(GemmShapeClass.of(1024, 24, 1025)).isEqualTo(GemmShapeClass.NARROW_32);  // 2^20 + 1024 floats
        assertThat(GemmShapeClass.of(1023, 24, 1025)).isEqualTo(GemmShapeClass.VECTOR);     // below 2^20
        assertThat(GemmShapeClass.of(1000, 17, 5998)).isEqualTo(GemmShapeClass.NARROW_32);  // K < 6 M
        assertThat(GemmShapeClass.of(1000, 17, 6002)).isEqualTo(GemmShapeClass.VECTOR);     // K >= 6 M
        assertThat(GemmShapeClass.of(1000, 17, 6000)).isEqualTo(GemmShapeClass.VECTOR);     // a multiple of 16
        assertThat(GemmShapeClass.of(1000, 16, 3001)).isEqualTo(GemmShapeClass.VECTOR);     // 16 or fewer: always
        assertThat(GemmShapeClass.of(GemmShape.packed(Layout.COLUMN_MAJOR, true, false, 1774, 26, 815)))
                .isEqualTo(GemmShapeClass.SKINNY_32);                                      // row-major 26x1774, B^T
        assertThat(GemmShapeClass.of(GemmShape.packed(Layout.ROW_MAJOR, false, true, 1229, 17, 2431)))
                .isEqualTo(GemmShapeClass.NARROW_32);
        assertThat(GemmShapeClass.of(GemmShape.packed(Layout.ROW_MAJOR, false, true, 1060, 24, 6406)))
                .isEqualTo(GemmShapeClass.VECTOR);                                         // K > 6 M
        assertThat(GemmShapeClass.of(GemmShape.packed(Layout.ROW_MAJOR, false, true, 4944, 19, 6299)))
                .isEqualTo(GemmShapeClass.VECTOR);                                         // B^T packed: 2^22+
        assertThat(GemmShapeClass.of(GemmShape.packed(Layout.ROW_MAJOR, false, true, 1024, 19, 4095)))
                .isEqualTo(GemmShapeClass.NARROW_32);                                      // just below 2^22
        assertThat(GemmShapeClass.of(GemmShape.packed(Layout.ROW_MAJOR, false, true, 1024, 19, 4097)))
                .isEqualTo(GemmShapeClass.VECTOR);
        assertThat(GemmShapeClass.of(GemmShape.packed(Layout.COLUMN_MAJOR, true, false, 8070, 19, 5711)))
                .isEqualTo(GemmShapeClass.SKINNY_32);                                      // its tail in place
        assertThat(GemmShapeClass.of(6000, 28, 3000)).isEqualTo(GemmShapeClass.NARROW_TAIL); // the tail class first
        assertThat(GemmShapeClass.of(3073, 60, 2000)).isEqualTo(GemmShapeClass.NARROW);
        assertThat(GemmShapeClass.of(3000, 64, 3000)).isEqualTo(GemmShapeClass.NARROW_FEW);  // K no multiple of 16
        assertThat(GemmShapeClass.of(8192, 64, 2048)).isEqualTo(GemmShapeClass.NARROW);
        assertThat(GemmShapeClass.of(64, 64, 8192)).isEqualTo(GemmShapeClass.DEEP_K);      // one tile, a long K
        assertThat(GemmShapeClass.of(64, 64, 8196)).isEqualTo(GemmShapeClass.DEEP_K);      // K's tail read in place
        assertThat(GemmShapeClass.of(64, 64, 8202)).isEqualTo(GemmShapeClass.SKINNY_FEW);  // K no multiple of 4
        assertThat(GemmShapeClass.of(64, 64, 496)).isEqualTo(GemmShapeClass.SKINNY_FEW);   // K below 8 max(M, N)
        assertThat(GemmShapeClass.of(128, 256, 2048)).isEqualTo(GemmShapeClass.DEEP_K);     // M N = 2^15
        assertThat(GemmShapeClass.of(129, 256, 8192)).isEqualTo(GemmShapeClass.DEEP_K);     // both above 128
        assertThat(GemmShapeClass.of(519, 183, 5533)).isEqualTo(GemmShapeClass.DEEP_K);     // ... at any K
        assertThat(GemmShapeClass.of(300, 256, 2040)).isEqualTo(GemmShapeClass.SMALL_FEW);  // K below 8 max(M, N)
        assertThat(GemmShapeClass.of(256, 256, 16384)).isEqualTo(GemmShapeClass.GENERAL);   // 2^31 FLOP
        assertThat(GemmShapeClass.of(120, 256, 8202)).isEqualTo(GemmShapeClass.SKINNY_M_SMALL); // M N above 2^15
        assertThat(GemmShapeClass.of(32, 1024, 16384)).isEqualTo(GemmShapeClass.SKINNY_32); // the 32-high tiles
        assertThat(GemmShapeClass.of(65, 8192, 2048)).isEqualTo(GemmShapeClass.SKINNY_M_96_LARGE);
        assertThat(GemmShapeClass.of(GemmShape.packed(Layout.ROW_MAJOR, false, true, 100, 5000, 3000)))
                .isEqualTo(GemmShapeClass.SKINNY_M_BT);                                    // B^T: read along K
        assertThat(GemmShapeClass.of(GemmShape.packed(Layout.ROW_MAJOR, true, true, 128, 4096, 4096)))
                .isEqualTo(GemmShapeClass.SKINNY_M_BT);
        assertThat(GemmShapeClass.of(128, 128, 8202)).isEqualTo(GemmShapeClass.SKINNY_M_SMALL); // a row of tiles
        assertThat(GemmShapeClass.of(GemmShape.packed(Layout.ROW_MAJOR, false, true, 56, 3000, 3000)))
                .isEqualTo(GemmShapeClass.SKINNY_BT);                                      // before skinny-few
        assertThat(GemmShapeClass.of(GemmShape.packed(Layout.ROW_MAJOR, true, true, 48, 4096, 2048)))
                .isEqualTo(GemmShapeClass.SKINNY_BT);
        assertThat(GemmShapeClass.of(GemmShape.packed(Layout.COLUMN_MAJOR, true, false, 5000, 40, 3000)))
                .isEqualTo(GemmShapeClass.SKINNY_BT);                                      // row-major 40x5000, B^T
        assertThat(GemmShapeClass.of(GemmShape.packed(Layout.ROW_MAJOR, false, true, 64, 2000, 8192)))
                .isEqualTo(GemmShapeClass.SKINNY_BT);                                      // 0.98 * 2^31 FLOP
        assertThat(GemmShapeClass.of(GemmShape.packed(Layout.ROW_MAJOR, false, true, 64, 4096, 4096)))
                .isEqualTo(GemmShapeClass.SKINNY);                                         // 2^31 FLOP
        assertThat(GemmShapeClass.of(GemmShape.packed(Layout.ROW_MAJOR, false, true, 32, 4096, 4096)))
                .isEqualTo(GemmShapeClass.SKINNY_32);
        assertThat(GemmShapeClass.of(GemmShape.packed(Layout.ROW_MAJOR, true, false, 2048, 40, 3000)))
                .isEqualTo(GemmShapeClass.NARROW_FEW_AT);                                  // K's tail read in place
        assertThat(GemmShapeClass.of(GemmShape.packed(Layout.ROW_MAJOR, true, false, 2048, 36, 2048)))
                .isEqualTo(GemmShapeClass.NARROW_FEW_AT);
        assertThat(GemmShapeClass.of(GemmShape.packed(Layout.ROW_MAJOR, true, false, 3073, 36, 2048)))
                .isEqualTo(GemmShapeClass.NARROW);                                         // more than 12 tiles
        assertThat(GemmShapeClass.of(GemmShape.packed(Layout.ROW_MAJOR, true, false, 2048, 36, 2046)))
                .isEqualTo(GemmShapeClass.NARROW_FEW);                                     // K no multiple of 4
        assertThat(GemmShapeClass.of(2048, 36, 2048)).isEqualTo(GemmShapeClass.NARROW_FEW); // A untransposed
        assertThat(GemmShapeClass.of(129, 128, 8202)).isEqualTo(GemmShapeClass.SKINNY_N_SMALL);
        assertThat(GemmShapeClass.of(3000, 48, 3000)).isEqualTo(GemmShapeClass.NARROW_FEW); // K's tail too
        assertThat(GemmShapeClass.of(3073, 48, 3001)).isEqualTo(GemmShapeClass.NARROW);
        assertThat(GemmShapeClass.of(8192, 200, 8192)).isEqualTo(GemmShapeClass.GENERAL);
        assertThat(GemmShapeClass.of(256, 256, 256)).isEqualTo(GemmShapeClass.TINY);
        assertThat(GemmShapeClass.of(512, 512, 512)).isEqualTo(GemmShapeClass.TINY);     // 2^28 exactly
        assertThat(GemmShapeClass.of(300, 300, 1023)).isEqualTo(GemmShapeClass.TINY);
        assertThat(GemmShapeClass.of(300, 300, 1024)).isEqualTo(GemmShapeClass.TINY_DEEP); // K from 1024
        assertThat(GemmShapeClass.of(156, 369, 1050)).isEqualTo(GemmShapeClass.TINY_DEEP);
        // K below 64 from 2^20 outputs: short-k's 64x64 tiles, at any M N
        assertThat(GemmShapeClass.of(1024, 1024, 63)).isEqualTo(GemmShapeClass.SHORT_K);
        assertThat(GemmShapeClass.of(1024, 1023, 63)).isEqualTo(GemmShapeClass.TINY);
        assertThat(GemmShapeClass.of(1024, 1024, 64)).isEqualTo(GemmShapeClass.TINY);
        assertThat(GemmShapeClass.of(1447, 6582, 12)).isEqualTo(GemmShapeClass.SHORT_K);   // M N above 3 * 2^20
        assertThat(GemmShapeClass.of(GemmShape.packed(Layout.COLUMN_MAJOR, true, true, 309, 164, 2313)))
                .isEqualTo(GemmShapeClass.TINY_DEEP);
        assertThat(GemmShapeClass.of(150, 150, 1200)).isEqualTo(GemmShapeClass.DEEP_K);   // K 8 times the long side
        assertThat(GemmShapeClass.of(513, 512, 512)).isEqualTo(GemmShapeClass.SMALL_FEW);   // M N under 3 * 2^18
        assertThat(GemmShapeClass.of(1024, 768, 512)).isEqualTo(GemmShapeClass.SMALL_SHALLOW); // M N = 3 * 2^18
        assertThat(GemmShapeClass.of(1024, 768, 800)).isEqualTo(GemmShapeClass.SMALL);      // K from 800
        assertThat(GemmShapeClass.of(2048, 1024, 500)).isEqualTo(GemmShapeClass.SMALL_SHALLOW); // M N = 2^21
        assertThat(GemmShapeClass.of(2049, 1024, 500)).isEqualTo(GemmShapeClass.SMALL);     // M N above 2^21
        assertThat(GemmShapeClass.of(2718, 350, 767)).isEqualTo(GemmShapeClass.SMALL_SHALLOW);
        // session 50: 65-128 rows or columns inside those bounds with K below 448 run its unsplit tiles too
        assertThat(GemmShapeClass.of(12388, 114, 271)).isEqualTo(GemmShapeClass.SMALL_SHALLOW);
        assertThat(GemmShapeClass.of(114, 12388, 271)).isEqualTo(GemmShapeClass.SMALL_SHALLOW);
        assertThat(GemmShapeClass.of(11687, 111, 447)).isEqualTo(GemmShapeClass.SMALL_SHALLOW);
        assertThat(GemmShapeClass.of(11687, 111, 448)).isEqualTo(GemmShapeClass.SKINNY_N_SMALL);   // K from 448
        assertThat(GemmShapeClass.of(7000, 100, 300)).isEqualTo(GemmShapeClass.SKINNY_N_SMALL);    // M N under 3 * 2^18
        assertThat(GemmShapeClass.of(21000, 100, 300)).isEqualTo(GemmShapeClass.SKINNY_N_SMALL);   // M N above 2^21
        assertThat(GemmShapeClass.of(GemmShape.packed(Layout.ROW_MAJOR, false, true, 114, 12388, 271)))
                .isEqualTo(GemmShapeClass.SKINNY_M_BT);   // B transposed: skinny-m-bt's tiles, as measured
        assertThat(GemmShapeClass.of(GemmShape.packed(Layout.ROW_MAJOR, true, false, 8000, 115, 648)))
                .isEqualTo(GemmShapeClass.SKINNY_N_SMALL);
        assertThat(GemmShapeClass.of(1000, 1000, 1000)).isEqualTo(GemmShapeClass.SMALL);
        assertThat(GemmShapeClass.of(2048, 2048, 128)).isEqualTo(GemmShapeClass.SMALL_K); // before the FLOP rule
        assertThat(GemmShapeClass.of(300, 300, 128)).isEqualTo(GemmShapeClass.TINY);
        assertThat(GemmShapeClass.of(1536, 1536, 96)).isEqualTo(GemmShapeClass.SHORT_K);  // M N below 3 * 2^20
        assertThat(GemmShapeClass.of(1800, 2000, 120)).isEqualTo(GemmShapeClass.SMALL_K); // 3.43 * 2^20
        assertThat(GemmShapeClass.of(1024, 3072, 120)).isEqualTo(GemmShapeClass.SMALL_K); // 3 * 2^20 exactly
        assertThat(GemmShapeClass.of(1023, 3072, 120)).isEqualTo(GemmShapeClass.SHORT_K);
        assertThat(GemmShapeClass.of(1200, 1000, 128)).isEqualTo(GemmShapeClass.SHORT_K); // K below 256
        assertThat(GemmShapeClass.of(1000, 1000, 255)).isEqualTo(GemmShapeClass.SHORT_K);
        assertThat(GemmShapeClass.of(1000, 1000, 256)).isEqualTo(GemmShapeClass.SMALL_SHALLOW);
        assertThat(GemmShapeClass.of(2048, 2048, 64)).isEqualTo(GemmShapeClass.SMALL_K);  // M N = 2^22
        assertThat(GemmShapeClass.of(1024, 4096, 64)).isEqualTo(GemmShapeClass.SMALL_K);
        assertThat(GemmShapeClass.of(1024, 1024, 1024)).isEqualTo(GemmShapeClass.GENERAL);
        assertThat(GemmShapeClass.of(512, 512, 32768)).isEqualTo(GemmShapeClass.GENERAL);     // K >= 8 max(M, N) by fit
        assertThat(GemmShapeClass.of(939, 261, 16790)).isEqualTo(GemmShapeClass.GENERAL_NARROW_FEW);   // 40 tiles
        assertThat(GemmShapeClass.of(1500, 587, 27503)).isEqualTo(GemmShapeClass.GENERAL_TALL);
        assertThat(GemmShapeClass.of(8192, 8192, 128)).isEqualTo(GemmShapeClass.SMALL_K);
        assertThat(GemmShapeClass.of(8192, 1024, 4096)).isEqualTo(GemmShapeClass.GENERAL);
        assertThat(GemmShapeClass.parse("SMALL_SHALLOW")).isEqualTo(GemmShapeClass.SMALL_SHALLOW);
        assertThat(GemmShapeClass.parse("huge")).isNull();
    }

    @Test
    void aLevelsClassEntryComesBeforeItsGeneralEntryAndBeforeLowerLevels() {
        GemmTuning db = new GemmTuning(List.of(
                new GemmTuning.Entry("architecture", "sm_90", null, Map.of("BN", 256L), "general"),
                new GemmTuning.Entry("architecture", "sm_90", GemmShapeClass.SKINNY, Map.of("BN", 64L), "skinny"),
                new GemmTuning.Entry("vendor", "NVIDIA", GemmShapeClass.SMALL, Map.of("BN", 32L), "vendor small"),
                new GemmTuning.Entry("default", "", Map.of(), "defaults")));
        assertThat(db.lookup("H100", "sm_90", "NVIDIA", GemmShapeClass.SKINNY).source()).isEqualTo("skinny");
        // the architecture's general entry is more specific than the vendor's class entry
        assertThat(db.lookup("H100", "sm_90", "NVIDIA", GemmShapeClass.SMALL).source()).isEqualTo("general");
        assertThat(db.lookup("L4", "sm_89", "NVIDIA", GemmShapeClass.SMALL).source()).isEqualTo("vendor small");
        assertThat(db.lookup("L4", "sm_89", "NVIDIA", GemmShapeClass.SKINNY).source()).isEqualTo("defaults");
        assertThat(db.lookup("H100", "sm_90", "NVIDIA").source()).isEqualTo("general");
        assertThat(db.lookup("H100", "sm_90", "NVIDIA", GemmShapeClass.SKINNY).matchedBy())
                .isEqualTo("architecture sm_90 (shapes: skinny)");
    }

    @Test
    void anEntryLimitedToOneBackendServesOnlyThatBackendAndSurvivesTheFile() throws IOException {
        String json = """
                {"entries": [
                  {"architecture": "sm_90", "shapes": "short-k", "backend": "cuda", "parameters": {"BN": 64}, "source": "nvrtc"},
                  {"architecture": "sm_90", "parameters": {"BN": 256}, "source": "both"},
                  {"default": true, "parameters": {}}
                ]}""";
        GemmTuning db = GemmTuning.parse(new ByteArrayInputStream(json.getBytes(StandardCharsets.UTF_8)));
        assertThat(db.lookup("H100", "sm_90", "NVIDIA", BackendKind.CUDA, GemmShapeClass.SHORT_K).source())
                .isEqualTo("nvrtc");
        assertThat(db.lookup("H100", "sm_90", "NVIDIA", BackendKind.CUDA, GemmShapeClass.SHORT_K).matchedBy())
                .isEqualTo("architecture sm_90 (cuda only) (shapes: short-k)");
        assertThat(db.lookup("H100", "sm_90", "NVIDIA", BackendKind.OPENCL, GemmShapeClass.SHORT_K).source())
                .isEqualTo("both");
        assertThat(db.lookup("H100", "sm_90", "NVIDIA", GemmShapeClass.SHORT_K).source()).isEqualTo("both");
        GemmTuning again = GemmTuning.parse(new ByteArrayInputStream(
                db.toJson("x").toString().getBytes(StandardCharsets.UTF_8)));
        assertThat(again.entries().getFirst().backend()).isEqualTo(BackendKind.CUDA);
        String bad = json.replace("\"cuda\"", "\"metal\"");
        assertThatThrownBy(() -> GemmTuning.parse(new ByteArrayInputStream(bad.getBytes(StandardCharsets.UTF_8))))
                .hasMessageContaining("unknown backend 'metal'");
    }

    @Test
    void theDatabaseFormatNamesItsShapeClassesAndRejectsUnknownOnes() throws IOException {
        String json = """
                {"entries": [
                  {"architecture": "sm_90", "shapes": "small-k", "parameters": {"BN": 128}, "source": "test"},
                  {"default": true, "parameters": {}}
                ]}""";
        GemmTuning db = GemmTuning.parse(new ByteArrayInputStream(json.getBytes(StandardCharsets.UTF_8)));
        assertThat(db.lookup("x", "sm_90", "y", GemmShapeClass.SMALL_K).parameters()).containsEntry("BN", 128L);
        assertThat(db.lookup("x", "sm_90", "y", GemmShapeClass.GENERAL).level()).isEqualTo("default");
        String bad = json.replace("small-k", "enormous");
        assertThatThrownBy(() -> GemmTuning.parse(new ByteArrayInputStream(bad.getBytes(StandardCharsets.UTF_8))))
                .hasMessageContaining("unknown shape class 'enormous'");
    }

    @Test
    void theConformanceSuiteReachesEveryClassTheBuiltInDatabaseGivesAnEntry() {
        // the class of the call as made (its transposes say along what the large operand is read)
        List<GemmShapeClass> covered = GemmConformance.shapeClassCases().stream()
                .map(c -> GemmShapeClass.of(c.shape())).toList();
        assertThat(covered).containsAll(List.of(GemmShapeClass.values()));
        // a case named for a class ("class narrow-32, A^T") is in that class
        for (GemmConformance.Case c : GemmConformance.shapeClassCases()) {
            String named = c.name().replaceFirst("^class ([a-z0-9-]+).*$", "$1");
            assertThat(GemmShapeClass.of(c.shape()).id()).as(c.toString()).isEqualTo(named);
        }
        for (GemmTuning.Entry entry : GemmTuning.builtIn().entries()) {
            GemmRung.TUNED.parameters(entry.parameters());   // every entry is a valid rung-10 configuration
            if (entry.shapes() != null) {
                assertThat(covered).contains(entry.shapes());
            }
        }
    }

    @Test
    void theDatabaseFileNamesEveryClassAnEntryMayServe() throws IOException {
        // its "about" text lists the classes for a reader of the file: a class added in code is added there too
        try (var in = GemmTuning.class.getResourceAsStream(GemmTuning.RESOURCE)) {
            String about = new com.fasterxml.jackson.databind.ObjectMapper().readTree(in).get("about").asText();
            for (GemmShapeClass shapeClass : GemmShapeClass.values()) {
                assertThat(about).as(shapeClass.id()).containsPattern("[ (]" + shapeClass.id() + "[,:]");
            }
        }
    }
}
