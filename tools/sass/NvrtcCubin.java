/*
 * Compiles one KernelScope kernel (OpenCL C dialect) exactly as the CUDA backend does (CudaDialect + the same NVRTC
 * options) and writes the CUBIN and NVRTC's log, so the SASS that ran can be read with cuobjdump -sass / nvdisasm.
 * Usage: java -cp kernelscope.jar:tools-sass.jar --enable-native-access=ALL-UNNAMED NvrtcCubin OUT.cubin FILE.cl ARCH [-DNAME=VALUE ...]
 * With OUT.cu instead of OUT.cubin it only writes the translated CUDA C++ (no NVRTC needed), for nvcc -cubin.
 */
import dev.kernelscope.device.cuda.CudaCompileOptions;
import dev.kernelscope.device.cuda.CudaDialect;
import dev.kernelscope.device.cuda.internal.Nvrtc;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

public final class NvrtcCubin {
    public static void main(String[] args) throws Exception {
        if (args.length < 3) {
            System.err.println("usage: NvrtcCubin OUT.cubin FILE.cl ARCH (e.g. sm_90) [-DNAME=VALUE ...]");
            System.exit(2);
        }
        Path out = Path.of(args[0]);
        Path source = Path.of(args[1]);
        // the -D options become #define lines in the translated source, as the CUDA backend writes them (until
        // session 63 this tool left them out, so its SASS was the kernel's defaults whatever the defines)
        List<String> buildOptions = Arrays.asList(args).subList(3, args.length);
        if (args[0].endsWith(".cu")) {
            Files.writeString(out, CudaDialect.translate(Files.readString(source), source.getFileName().toString(),
                    buildOptions));
            return;
        }
        List<String> options = CudaCompileOptions.forNvrtc(buildOptions, args[2], Nvrtc.cachesCompiles());
        String name = source.getFileName().toString();
        Nvrtc.Output output = Nvrtc.compile(CudaDialect.translate(Files.readString(source), name, buildOptions), name,
                options);
        Files.write(out, output.cubin());
        Files.writeString(Path.of(args[0].replaceAll("\\.cubin$", "") + ".log"), String.join(" ", options) + "\n" + output.log());
        int[] version = Nvrtc.version();
        System.out.println(out + ": NVRTC " + version[0] + "." + version[1] + ", " + output.cubin().length + " bytes");
    }
}
