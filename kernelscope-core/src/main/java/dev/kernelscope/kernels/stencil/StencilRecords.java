/*
 * The JSON record of `kernelscope stencil`: device, settings, and per (filter, type, size) the copy roof, NPP and
 * every variant with its samples, effective bandwidth, % of the roof and of NPP, predicted halo overhead, compiled
 * resources, occupancy and verification. Plain records: Jackson writes and reads them.
 */
package dev.kernelscope.kernels.stencil;

import com.fasterxml.jackson.annotation.JsonInclude;

import java.util.List;
import java.util.Map;

public final class StencilRecords {
    private StencilRecords() {}

    public record Report(String tool, String java, String commandLine, String date, DeviceInfo device,
                         String nppVersion, String nppAbsence, Settings settings, List<Group> groups) {}

    public record DeviceInfo(String id, String backend, String name, String vendor, String driver, String architecture,
                             int computeUnits, long globalMemBytes, long l2Bytes, String type) {
        /** "CPU", "GPU", ...; null in records written before the field existed. */
        public boolean isCpu() {
            return "CPU".equals(type);
        }
    }

    /** {@code tuningDatabase}: the file `stencil --database` named (absent: the built-in database). */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Settings(int warmups, int repetitions, String border, String timing, String rotation,
                           String bytesCounted, String verification, String tuningDatabase) {}

    /**
     * One image size and pixel type: the copy roof measured on the same bytes, then each filter; the device that
     * measured it (a matrix spread over several devices, `--devices`, measures each group on one of them), and
     * {@code error} when no measurement came back (its worker died twice: then copy is null and filters empty).
     */
    public record Group(String type, int width, int height, int sets, long imageBytes, Timed copy,
                        List<FilterResult> filters, String device, String error) {}

    public record FilterResult(String filter, Timed npp, String nppFunction, String nppNote, List<VariantResult> variants) {}

    public record Timed(List<Long> samplesNs, double medianNs, double gbPerS) {}

    /**
     * One variant's measurement. {@code timed} is every step of one call (launches and the image rung's copy) by the
     * device's clock; {@code kernelsOnly} is its kernel launches alone when the call also copies (the image rung's
     * buffer-to-image copy), else null; {@code endToEnd} the call as an application's loop makes it, by the host's
     * clock (null in records written before session 54).
     */
    public record VariantResult(String variant, String title, Map<String, Long> parameters, String parameterSource,
                                int launches, Timed timed, Double percentOfCopy, Double speedupOverNpp,
                                Halo halo, Resources resources, Occupancy occupancy, Verification verification,
                                PatternRoof patternRoof, String error, Timed kernelsOnly, EndToEnd endToEnd) {}

    /**
     * Filter.apply called back to back, rotating over the image pairs, then one synchronization (EndToEndTimer):
     * {@code perCallNs} per sample of {@code callsPerSample} calls and its median, the effective bandwidth at that
     * median, each call's own host time to return (median; the first call after an idle device; back-to-back calls on
     * one pair of images), and the warm-up's rounds and time.
     */
    public record EndToEnd(List<Long> perCallNs, double medianNs, double gbPerS, int callsPerSample,
                           double hostNsPerCall, double hostNsFirstCall, double hostNsSameImages, int warmUpRounds,
                           double warmUpMs) {}

    /**
     * The roof of a variant's own access pattern (vector variant): the same kernel with PATTERN=1, which reads exactly
     * the words and rows the filter reads and stores the centre words with no arithmetic (a copy), and PATTERN=2, the
     * centre words only (same lanes, widths, rows per work-item and group, no halo). Percentages of the device copy;
     * {@code percentOfPattern} = the pattern's time / the filter's. {@code verified}: both outputs equal the input.
     */
    public record PatternRoof(Map<String, Long> parameters, Timed withHalo, double withHaloPercentOfCopy,
                              Timed centreWords, double centreWordsPercentOfCopy, double percentOfPattern,
                              Boolean verified) {}

    /** The halo model's prediction for the group's output block (kernelscope halo). */
    public record Halo(String tile, int radius, double extraLoadsPerOutput, long loadsPerGroup, long outputsPerGroup) {}

    public record Resources(long groupSize, Integer registersPerThread, long localMemBytes, Long spillBytes) {}

    public record Occupancy(Integer groupsPerUnit, Double occupancy, String limiters, String note) {}

    public record Verification(boolean passed, double error, long mismatches, long nanMismatches, String rule) {}
}
