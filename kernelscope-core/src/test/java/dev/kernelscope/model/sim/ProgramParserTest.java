/*
 * The simulator's program format: statements, loops, ranges and options parse; mistakes name line and column.
 */
package dev.kernelscope.model.sim;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.kernelscope.model.InvalidInputException;
import org.junit.jupiter.api.Test;

class ProgramParserTest {
    @Test
    void aByteOrderMarkAndWindowsLineEndsAreText() {
        Program p = ProgramParser.parse("bom", "\uFEFFthreads 64\r\nalu 4\r\nmem 1\r\n");
        assertThat(p.threads()).isEqualTo(64);
        assertThat(p.instructionsPerWave()).isEqualTo(5);
    }

    @Test
    void deeplyNestedLoopsAreCountedWithoutRecursion() {
        // 100,000 nested loops parse and simulate; counting them for --sweep overflowed the stack
        int depth = 100_000;
        String text = "threads 64\n" + "loop 2 {\n".repeat(depth) + "alu 3\nmem 1\n" + "}\n".repeat(depth);
        Program p = ProgramParser.parse("deep", text);
        assertThat(p.instructionsPerWave(StepKind.MEM)).isEqualTo(Math.pow(2, depth));
        Program shallow = ProgramParser.parse("two", "threads 64\nloop 4 {\n alu 3\n loop 2..4 {\n mem 1\n }\n}\nstore 1\n");
        assertThat(shallow.instructionsPerWave()).isEqualTo(4 * (3 + 3 * 1) + 1);
        assertThat(shallow.instructionsPerWave(StepKind.MEM)).isEqualTo(12);
    }

    @Test
    void parsesLoopsRangesOptionsAndDirectives() {
        Program p = ProgramParser.parse("t", """
                # a comment
                threads 256
                registers 40
                shared 4096
                rounds 3
                wave 64
                set memoryLatency 400
                note assumption one
                loop 10 {
                  mem 2 bytes=256
                  alu 4..8 per-group
                  lds 3 conflict=4
                  barrier
                  sfu 2 dep
                }
                store 1
                """);
        assertThat(p.threads()).isEqualTo(256);
        assertThat(p.registers()).isEqualTo(40);
        assertThat(p.shared()).isEqualTo(4096);
        assertThat(p.rounds()).isEqualTo(3);
        assertThat(p.waveSize()).isEqualTo(64);
        assertThat(p.settings()).containsEntry("memoryLatency", "400");
        assertThat(p.notes()).containsExactly("assumption one");
        assertThat(p.steps()).extracting(Step::kind).containsExactly(StepKind.LOOP, StepKind.MEM, StepKind.ALU, StepKind.LDS,
                StepKind.BARRIER, StepKind.SFU, StepKind.END, StepKind.STORE);
        assertThat(p.steps().get(0).jump()).isEqualTo(6);
        assertThat(p.steps().get(6).jump()).isZero();
        assertThat(p.steps().get(1).bytes()).isEqualTo(256);
        assertThat(p.steps().get(2).perGroup()).isTrue();
        assertThat(p.steps().get(3).conflict()).isEqualTo(4);
        assertThat(p.steps().get(5).dependent()).isTrue();
        // 10 x (2 + 6 + 3 + 1 + 2) + 1 with the ALU range at its midpoint
        assertThat(p.instructionsPerWave()).isEqualTo(141.0);
        // a per-group range gives every wave of a group the same count, within the range
        int a = p.steps().get(2).count(1, 7, 2);
        assertThat(p.steps().get(2).count(2, 7, 2)).isEqualTo(a);
        assertThat(a).isBetween(4, 8);
    }

    @Test
    void waitStepsAreNotInstructionsAndNameTheirErrors() {
        Program p = ProgramParser.parse("w", "loop 2 {\n alu 3\n wait 5\n mem 1\n wait 1..4\n}\n");
        assertThat(p.steps()).extracting(Step::kind).containsExactly(StepKind.LOOP, StepKind.ALU, StepKind.WAIT, StepKind.MEM,
                StepKind.WAIT, StepKind.END);
        assertThat(p.instructionsPerWave()).isEqualTo(8.0);
        assertThatThrownBy(() -> ProgramParser.parse("w", "alu 1\n  wait x\n"))
                .hasMessageContaining("w: line 2, column 8");
        assertThatThrownBy(() -> ProgramParser.parse("w", "wait 4\n"))
                .hasMessageContaining("no instructions");
    }

    @Test
    void errorsNameLineAndColumn() {
        assertThatThrownBy(() -> ProgramParser.parse("f.ksim", "threads 64\nloop 4 {\n  alu x\n}\n"))
                .isInstanceOf(InvalidInputException.class).hasMessageContaining("f.ksim: line 3, column 7");
        assertThatThrownBy(() -> ProgramParser.parse("f.ksim", "threads 64\n  frobnicate 3\n"))
                .hasMessageContaining("line 2, column 3").hasMessageContaining("unknown statement 'frobnicate'");
        assertThatThrownBy(() -> ProgramParser.parse("f.ksim", "alu 3 conflict=2\n"))
                .hasMessageContaining("line 1, column 7").hasMessageContaining("unknown option");
        assertThatThrownBy(() -> ProgramParser.parse("f.ksim", "loop 3 {\n alu 1\n"))
                .hasMessageContaining("line 1").hasMessageContaining("never closed");
        assertThatThrownBy(() -> ProgramParser.parse("f.ksim", "}\n")).hasMessageContaining("closes no loop");
        assertThatThrownBy(() -> ProgramParser.parse("f.ksim", "alu 9..3\n")).hasMessageContaining("ends below its start");
        assertThatThrownBy(() -> ProgramParser.parse("f.ksim", "threads 32\n")).hasMessageContaining("no instructions");
    }
}
