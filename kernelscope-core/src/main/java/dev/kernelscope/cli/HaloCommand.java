/*
 * `kernelscope halo`: the neighborhood (halo) overhead of one or more 2D/3D tiles for a border radius, with both
 * overhead ratios and the shared memory per element type (seed 000's table: --tile 8x8 --tile 16x16 --tile 32x32).
 */
package dev.kernelscope.cli;

import dev.kernelscope.model.InvalidInputException;
import dev.kernelscope.model.arch.ArchRegistry;
import dev.kernelscope.model.arch.Architecture;
import dev.kernelscope.model.tiling.ElementType;
import dev.kernelscope.model.tiling.HaloOverhead;
import dev.kernelscope.model.tiling.TileOccupancy;
import dev.kernelscope.report.Messages;
import dev.kernelscope.model.tiling.Tile;
import dev.kernelscope.report.HaloReport;
import dev.kernelscope.report.Json;
import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

@Command(name = "halo", mixinStandardHelpOptions = true,
        description = {
            "Halo (neighborhood) overhead of a tile: interior, border and total elements, border/interior and"
                + " border/total, and the shared memory the tile with its halo takes per element type.",
            "A 2D tile (XxY) gets a border in X and Y; a 3D tile (XxYxZ) also in Z."},
        footer = {"", "Example (seed 000's tiles):",
            "  kernelscope halo --tile 8x8 --tile 16x16 --tile 32x32 --tile 4x4x4 \\",
            "      --tile 8x8x8",
            "  kernelscope halo --tile 8x8 --tile 16x16 --tile 32x32 \\",
            "      --arch gcn --registers 32   # against occupancy"})
final class HaloCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--tile", required = true, paramLabel = "XxY[xZ]",
            description = "Tile size in elements (one thread per element), e.g. 16x16 or 8x8x8. Repeat to compare.")
    List<String> tiles;

    @Option(names = "--radius", defaultValue = "1", paramLabel = "R",
            description = "Border width in elements on each side (default: ${DEFAULT-VALUE}; 1 for a 3x3 stencil).")
    int radius;

    @Option(names = "--outputs-per-item", defaultValue = "" + HaloReport.DEFAULT_OUTPUTS_PER_ITEM, paramLabel = "K",
            description = "Adjacent outputs per work-item for the register-reuse column (default: ${DEFAULT-VALUE};"
                + " seed 002's Sobel: 2 pixels per thread -> 6 reads per pixel).")
    int outputsPerItem;

    @Option(names = "--arch", paramLabel = "ARCH", description = "Also set each tile against occupancy on this"
            + " architecture: one work-item per interior element, the tile and its halo in local memory (seed 000's"
            + " trade-off: bigger tiles share more but fit fewer groups).")
    String arch;

    @Option(names = "--registers", defaultValue = "0", paramLabel = "R", description = "With --arch: registers per"
            + " work-item (0 = not known, registers do not limit; default: ${DEFAULT-VALUE}).")
    int registers;

    @Option(names = "--type", defaultValue = "float", paramLabel = "TYPE", description = "With --arch: the element type"
            + " staged in local memory (uchar, half, short, float, int, half4, float2, double, float4, int4; default:"
            + " ${DEFAULT-VALUE}).")
    String type;

    @Option(names = "--format", converter = OutputFormat.TableOrJson.class,
            defaultValue = "table", paramLabel = "FORMAT",
            description = "table or json (default: ${DEFAULT-VALUE}).")
    OutputFormat format;

    @Override
    public Integer call() {
        List<HaloOverhead> halos = tiles.stream().map(tile -> new HaloOverhead(Tile.parse(tile), radius)).toList();
        halos.forEach(halo -> halo.loadsPerOutputWithOutputsPerItem(outputsPerItem)); // rejects a bad K before printing
        List<TileOccupancy> occupancies = tileOccupancies(halos);
        PrintWriter out = spec.commandLine().getOut();
        if (format == OutputFormat.JSON) {
            Json.print(halos.size() == 1 ? HaloReport.json(halos.getFirst(), outputsPerItem, occupancies)
                    : HaloReport.json(halos, outputsPerItem, occupancies), out);
        } else {
            HaloReport.printTable(halos, outputsPerItem, out);
            HaloReport.printOccupancy(occupancies, out);
        }
        return 0;
    }

    private List<TileOccupancy> tileOccupancies(List<HaloOverhead> halos) {
        if (arch == null) {
            // typed, not compared with the defaults: '--type float' or '--registers 0' alone was ignored in silence
            List<String> given = GivenOptions.among(spec, "--registers", "--type");
            if (!given.isEmpty()) {
                throw new InvalidInputException(String.join(" and ", given) + (given.size() == 1 ? " describes" : " describe")
                        + " the kernel for --arch; add --arch ARCH (e.g. --arch gcn) to set the tiles against occupancy.");
            }
            return List.of();
        }
        if (registers < 0) {
            throw new InvalidInputException("--registers must not be negative, got " + registers + ".");
        }
        ElementType element = java.util.Arrays.stream(ElementType.values()).filter(t -> t.typeName().equals(
                type.strip().toLowerCase(java.util.Locale.ROOT))).findFirst().orElseThrow(() -> new InvalidInputException(
                        "--type " + Messages.quote(type) + " is not one of " + String.join(", ", java.util.Arrays.stream(
                                ElementType.values()).map(ElementType::typeName).toList()) + "."));
        Architecture architecture = ArchRegistry.presets().get(arch);
        return halos.stream().map(h -> TileOccupancy.of(h, architecture, registers, element)).toList();
    }
}
