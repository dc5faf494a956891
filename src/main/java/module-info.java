/**
 * KernelScope: occupancy models, a device runtime over FFM (OpenCL, CUDA) and kernel ladders.
 * Raw downcall packages (device.*.internal) are deliberately not exported.
 */
module dev.kernelscope {
    requires info.picocli;
    requires com.fasterxml.jackson.databind;
    requires com.fasterxml.jackson.dataformat.csv;
    requires org.jfree.jfreechart;
    requires org.jfree.svg;
    requires java.desktop;

    exports dev.kernelscope.model;
    exports dev.kernelscope.device;
    exports dev.kernelscope.device.cuda;

    opens dev.kernelscope.cli to info.picocli;
}
