/*
 * A benchmark matrix (the shapes x rungs of `kernelscope gemm`, the filters x types x sizes of `kernelscope
 * stencil`) as a job that worker processes share: JSON-serialisable, cut into numbered cells, and opened once per
 * worker on its device (one warm context and program cache for all the cells it takes). LocalWorkerPool hands the cells out as configurations {"cell": i}.
 */
package dev.kernelscope.tune.sweep;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.kernelscope.model.InvalidInputException;

public interface CellJob {
    /** The one parameter of a cell "configuration": its index in the matrix. */
    String CELL = "cell";

    /** The job's kind in its JSON ("stencil"), which tells a worker how to read it. */
    String kind();

    /** How many cells the matrix has. */
    int cells();

    /** What cell {@code cell} is, for progress lines: "u8 8192x8192", "4096 x 4096 x 4096, row-major NN". */
    String describe(int cell);

    /** The job as JSON, with "kind". */
    ObjectNode toJson();

    /**
     * Opens the job on the device {@code address} names (as --device names one); the evaluator measures the cell
     * {"cell": i} into a record holding the cell's result. Device errors propagate as GpuException.
     */
    SweepEvaluator open(String address);

    /** The job a worker was sent. */
    static CellJob fromJson(JsonNode json) {
        String kind = json.path("kind").asText();
        return switch (kind) {
            case StencilMatrixJob.KIND -> StencilMatrixJob.fromJson(json);
            case GemmMatrixJob.KIND -> GemmMatrixJob.fromJson(json);
            case AnalyzeRunJob.KIND -> AnalyzeRunJob.fromJson(json);
            case BenchAbJob.KIND -> BenchAbJob.fromJson(json);
            default -> throw new InvalidInputException("A worker was sent a benchmark matrix of kind '" + kind
                    + "', which this version does not know; driver and workers must be the same kernelscope.");
        };
    }
}
