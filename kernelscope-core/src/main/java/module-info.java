/**
 * KernelScope: occupancy models, a device runtime over FFM (OpenCL, CUDA) and kernel ladders.
 * Raw downcall packages (device.*.internal) are deliberately not exported.
 */
module dev.kernelscope {
    requires info.picocli;
    requires transitive com.fasterxml.jackson.databind;
    requires transitive com.fasterxml.jackson.dataformat.csv;
    // transitive: report's public API returns JFreeChart and Jackson trees (javac notes jfreechart is automatic).
    requires transitive org.jfree.jfreechart;
    requires org.jfree.svg;
    requires transitive java.desktop;
    requires java.management;   // the JIT's compilation time: GemmBenchmark warms until it stops (JitQuiet)

    exports dev.kernelscope.model;
    exports dev.kernelscope.model.latency;
    exports dev.kernelscope.model.tiling;
    exports dev.kernelscope.model.arch;
    exports dev.kernelscope.model.occupancy;
    exports dev.kernelscope.model.sim;
    exports dev.kernelscope.model.lds;
    exports dev.kernelscope.model.isa;
    exports dev.kernelscope.model.roofline;
    exports dev.kernelscope.model.reference;
    exports dev.kernelscope.model.stats;
    exports dev.kernelscope.device;
    exports dev.kernelscope.report;
    exports dev.kernelscope.device.cuda;
    exports dev.kernelscope.kernels.gemm;
    exports dev.kernelscope.kernels.stencil;
    exports dev.kernelscope.report.demo;
    exports dev.kernelscope.source;
    exports dev.kernelscope.advise;
    exports dev.kernelscope.tune;
    exports dev.kernelscope.tune.sweep;

    // picocli sets the options; Jackson writes the records the commands keep (the run journals' lines)
    opens dev.kernelscope.cli to info.picocli, com.fasterxml.jackson.databind;
    // Jackson reads architecture files into the arch records and writes occupancy results.
    opens dev.kernelscope.model.arch to com.fasterxml.jackson.databind;
    opens dev.kernelscope.model.occupancy to com.fasterxml.jackson.databind;
    // the GEMM kernels (.cl) and tuning database are resources there; Jackson writes the benchmark records
    opens dev.kernelscope.kernels.gemm to com.fasterxml.jackson.databind;
    opens dev.kernelscope.kernels.stencil to com.fasterxml.jackson.databind;
    // Jackson writes the analysis records (kernelscope analyze --format json)
    opens dev.kernelscope.advise to com.fasterxml.jackson.databind;
    // the tuner's reports are records Jackson writes
    opens dev.kernelscope.tune to com.fasterxml.jackson.databind;
    opens dev.kernelscope.tune.sweep to com.fasterxml.jackson.databind;

    // sweep backends in optional modules (kernelscope-spark) found by `tune --spark`
    uses dev.kernelscope.tune.sweep.SweepBackendProvider;
}
