/*
 * The halo (neighborhood) report: per tile the interior, border and total element counts, both overhead ratios
 * (border / interior is how seed 000 quotes 2D tiles, border / total how it quotes 3D ones) and the shared memory
 * the tile with its halo needs per element size. Text table or JSON.
 */
package dev.kernelscope.report;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.kernelscope.model.tiling.ElementType;
import dev.kernelscope.model.occupancy.OccupancyResult;
import dev.kernelscope.model.tiling.HaloOverhead;
import dev.kernelscope.model.tiling.TileOccupancy;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

public final class HaloReport {
    /** One thread per interior element is how seed 000 sizes its tiles; no preset allows a larger group. */
    private static final int LARGEST_GROUP = 1024;

    private HaloReport() {
    }

    /**
     * Adjacent outputs per work-item of the register-reuse column unless the user picks another: 2 is seed 002's Sobel
     * (2 pixels per thread, 6 reads per pixel); 1 would repeat the "no local memory" column.
     */
    public static final int DEFAULT_OUTPUTS_PER_ITEM = 2;

    /** The table with loads per output at {@link #DEFAULT_OUTPUTS_PER_ITEM} outputs per work-item. */
    public static void printTable(List<HaloOverhead> halos, PrintWriter out) {
        printTable(halos, DEFAULT_OUTPUTS_PER_ITEM, out);
    }

    /**
     * Counts, loads per output (no local memory, staged in local memory, and with {@code outputsPerItem} adjacent
     * outputs per work-item held in registers) and the shared memory per element type.
     */
    public static void printTable(List<HaloOverhead> halos, int outputsPerItem, PrintWriter out) {
        TextTable counts = TextTable.of(
                TextTable.left("tile"), TextTable.right("radius"), TextTable.right("interior"),
                TextTable.right("border"), TextTable.right("total"),
                TextTable.right("border/interior"), TextTable.right("border/total"));
        for (HaloOverhead halo : halos) {
            counts.row(halo.tile(), halo.radius(), Formats.count(halo.interior()), Formats.count(halo.border()),
                    Formats.count(halo.total()), Formats.percent(halo.borderPerInterior()),
                    Formats.percent(halo.borderPerTotal()));
        }
        out.println("Halo overhead: a group computes its interior and also loads a border of `radius` elements on"
                + " every side.");
        out.println("Seed 000 quotes 2D tiles as border/interior and 3D tiles as border/total; both are shown.");
        out.println();
        out.print(counts.indent(2).render());
        out.println();

        TextTable loads = TextTable.of(
                TextTable.left("tile"), TextTable.right("no local memory"), TextTable.right("local memory"),
                TextTable.right(outputsPerItem + " outputs/work-item"));
        for (HaloOverhead halo : halos) {
            loads.row(halo.tile(), Formats.decimal(halo.loadsPerOutputWithoutLocalMemory(), 2),
                    Formats.decimal(halo.loadsPerOutputWithLocalMemory(), 2),
                    Formats.decimal(halo.loadsPerOutputWithOutputsPerItem(outputsPerItem), 2));
        }
        out.println("Global loads per output: (2r+1)^D without local memory; total/interior when the group stages"
                + " tile + halo once;");
        out.println("(2r+k)(2r+1)^(D-1)/k when each work-item computes k adjacent outputs in X and reuses the overlap"
                + " in registers.");
        out.println();
        out.print(loads.indent(2).render());
        out.println();

        Map<Integer, List<ElementType>> bySize = typesBySize();
        List<TextTable.Column> columns = new ArrayList<>();
        columns.add(TextTable.left("tile"));
        for (Map.Entry<Integer, List<ElementType>> size : bySize.entrySet()) {
            columns.add(TextTable.right(String.join("/", size.getValue().stream().map(ElementType::typeName)
                    .toList()) + " (" + size.getKey() + " B)"));
        }
        TextTable shared = TextTable.of(columns.toArray(TextTable.Column[]::new));
        for (HaloOverhead halo : halos) {
            List<Object> cells = new ArrayList<>();
            cells.add(halo.tile());
            for (List<ElementType> types : bySize.values()) {
                cells.add(Formats.count(halo.sharedBytes(types.getFirst())));
            }
            shared.row(cells.toArray());
        }
        out.println("Shared memory per group to stage tile + halo, in bytes, by element type:");
        out.println();
        out.print(shared.indent(2).render());
        for (HaloOverhead halo : halos) {
            if (halo.interior() > LARGEST_GROUP) {
                out.println();
                out.println("Note: " + halo.tile() + " has " + Formats.count(halo.interior())
                        + " interior elements, more than the largest work-group (" + LARGEST_GROUP + " threads):"
                        + " each thread must handle several elements.");
                break;
            }
        }
        out.flush();
    }

    public static ArrayNode json(List<HaloOverhead> halos) {
        return json(halos, 1);
    }

    public static ArrayNode json(List<HaloOverhead> halos, int outputsPerItem) {
        ArrayNode all = Json.array();
        for (HaloOverhead halo : halos) {
            all.add(json(halo, outputsPerItem));
        }
        return all;
    }

    public static ObjectNode json(HaloOverhead halo) {
        return json(halo, 1);
    }

    public static ObjectNode json(HaloOverhead halo, int outputsPerItem) {
        ObjectNode node = Json.object();
        node.put("tile", halo.tile().toString());
        node.put("dimensions", halo.tile().dimensions());
        node.put("x", halo.tile().x());
        node.put("y", halo.tile().y());
        node.put("z", halo.tile().z());
        node.put("radius", halo.radius());
        node.put("interior", halo.interior());
        node.put("border", halo.border());
        node.put("total", halo.total());
        node.put("borderPerInterior", halo.borderPerInterior());
        node.put("borderPerTotal", halo.borderPerTotal());
        ObjectNode loads = node.putObject("loadsPerOutput");
        loads.put("withoutLocalMemory", halo.loadsPerOutputWithoutLocalMemory());
        loads.put("withLocalMemory", halo.loadsPerOutputWithLocalMemory());
        loads.put("outputsPerItem", outputsPerItem);
        loads.put("withOutputsPerItem", halo.loadsPerOutputWithOutputsPerItem(outputsPerItem));
        ObjectNode shared = node.putObject("sharedBytes");
        for (ElementType type : ElementType.values()) {
            shared.put(type.typeName(), halo.sharedBytes(type));
        }
        return node;
    }

    /**
     * Seed 000's trade-off, one row per tile: threads and local memory per group, groups per unit, occupancy and the
     * limiters beside the halo overhead and the loads per output; nothing when {@code tiles} is empty (no --arch).
     */
    public static void printOccupancy(List<TileOccupancy> tiles, PrintWriter out) {
        if (tiles.isEmpty()) {
            return;
        }
        TileOccupancy first = tiles.getFirst();
        out.println();
        out.println("Against occupancy on " + first.arch() + " (one work-item per interior element, " + (first.registers()
                == 0 ? "registers not given" : first.registers() + " registers per work-item") + ", tile + halo staged"
                + " as " + first.type().typeName() + "): bigger tiles share more but fit fewer groups (seed 000).");
        out.println();
        TextTable table = TextTable.of(TextTable.left("tile"), TextTable.right("threads"), TextTable.right("local B"),
                TextTable.right("border/interior"), TextTable.right("loads/output"), TextTable.right("groups/unit"),
                TextTable.right("occupancy"), TextTable.left("limiters")).indent(2);
        List<String> notes = new ArrayList<>();
        for (TileOccupancy tile : tiles) {
            HaloOverhead halo = tile.halo();
            if (tile.result().isEmpty()) {
                table.row(halo.tile(), Formats.count(tile.threads()), Formats.count(tile.sharedBytes()),
                        Formats.percent(halo.borderPerInterior()),
                        Formats.decimal(halo.loadsPerOutputWithLocalMemory(), 2), "-", "-", "cannot launch");
                notes.add(halo.tile() + ": " + tile.whyNot());
                continue;
            }
            OccupancyResult result = tile.result().get();
            table.row(halo.tile(), Formats.count(tile.threads()), Formats.count(tile.sharedBytes()),
                    Formats.percent(halo.borderPerInterior()), Formats.decimal(halo.loadsPerOutputWithLocalMemory(), 2),
                    result.groupsPerUnit(), Formats.percent(result.occupancy()),
                    result.limiters().isEmpty() ? "none" : result.limitersJoined());
        }
        out.print(table.render());
        for (String note : notes) {
            out.println("  " + note);
        }
        out.flush();
    }

    public static ArrayNode json(List<HaloOverhead> halos, int outputsPerItem, List<TileOccupancy> occupancies) {
        ArrayNode all = Json.array();
        for (int i = 0; i < halos.size(); i++) {
            all.add(json(halos.get(i), outputsPerItem, occupancies.isEmpty() ? List.of() : List.of(occupancies.get(i))));
        }
        return all;
    }

    /** The tile's JSON with an "occupancy" object (arch, registers, type, threads, sharedBytes, result or error). */
    public static ObjectNode json(HaloOverhead halo, int outputsPerItem, List<TileOccupancy> occupancy) {
        ObjectNode node = json(halo, outputsPerItem);
        for (TileOccupancy tile : occupancy) {
            ObjectNode o = node.putObject("occupancy");
            o.put("arch", tile.arch());
            o.put("registersPerThread", tile.registers());
            o.put("type", tile.type().typeName());
            o.put("threadsPerGroup", tile.threads());
            o.put("sharedBytesPerGroup", tile.sharedBytes());
            if (tile.result().isPresent()) {
                o.set("result", Json.mapper().valueToTree(tile.result().get()));
            } else {
                o.put("error", tile.whyNot());
            }
        }
        return node;
    }

    private static Map<Integer, List<ElementType>> typesBySize() {
        Map<Integer, List<ElementType>> bySize = new LinkedHashMap<>();
        for (ElementType type : ElementType.values()) {
            bySize.computeIfAbsent(type.bytes(), ignored -> new ArrayList<>()).add(type);
        }
        return bySize;
    }
}
