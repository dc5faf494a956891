/*
 * Writes what a stencil filter compiles: the variant's source with stencil_common.cl inlined (FILE.cl) and its
 * -D defines, one per line (FILE.defines), for opencl_sass.sh on a GPU machine or NvrtcCubin + nvcc here.
 * Usage: java -cp kernelscope.jar:lib/* tools/sass/StencilSource.java OUT_PREFIX VARIANT FILTER TYPE BORDER [NAME=VALUE ...]
 * e.g. StencilSource /tmp/box3 packed box3 u8 replicate VEC=16 ROWS=2 MIN_GROUPS=5 (the parameters over the variant's defaults).
 */
import dev.kernelscope.kernels.stencil.Border;
import dev.kernelscope.kernels.stencil.FilterSpec;
import dev.kernelscope.kernels.stencil.PixelType;
import dev.kernelscope.kernels.stencil.StencilVariant;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;

public final class StencilSource {
    public static void main(String[] args) throws Exception {
        if (args.length < 5) {
            System.err.println("usage: StencilSource OUT_PREFIX VARIANT FILTER TYPE BORDER [NAME=VALUE ...]");
            System.exit(2);
        }
        StencilVariant variant = StencilVariant.parse(args[1]);
        FilterSpec filter = FilterSpec.parse(args[2]);
        PixelType type = PixelType.parse(args[3]);
        Border border = Border.parse(args[4]);
        Map<String, Long> overrides = new TreeMap<>();
        for (int i = 5; i < args.length; i++) {
            String[] pair = args[i].split("=", 2);
            overrides.put(pair[0], Long.parseLong(pair[1]));
        }
        // as Filter compiles it (a fused variant with its pass count: box3x4 gives PASSES=4)
        Map<String, Long> defines = variant.defines(variant.parameters(overrides, variant.compiled(filter)), filter,
                type, border, 0);
        Files.writeString(Path.of(args[0] + ".cl"), variant.source());
        Files.writeString(Path.of(args[0] + ".defines"), defines.entrySet().stream()
                .map(e -> "-D" + e.getKey() + "=" + e.getValue()).collect(Collectors.joining("\n")) + "\n");
    }
}
