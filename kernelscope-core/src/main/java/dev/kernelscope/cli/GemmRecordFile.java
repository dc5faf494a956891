/*
 * Reads a record written by `gemm --output` for `gemm --input`, and says in words what is wrong with any other file:
 * empty, not JSON (with the line and column), another command's record ("this is a bench launch record, not a gemm
 * record"), or a gemm record with missing or unknown fields. Jackson's own messages never reach the user.
 */
package dev.kernelscope.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import dev.kernelscope.kernels.gemm.GemmRecords;
import dev.kernelscope.model.InvalidInputException;
import dev.kernelscope.report.Json;
import dev.kernelscope.report.Messages;
import dev.kernelscope.report.OutputFiles;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

final class GemmRecordFile {
    /** What `gemm --output` writes in its "tool" field. */
    static final String TOOL = "kernelscope gemm";

    private GemmRecordFile() {}

    static GemmRecords.Report read(Path file) {
        OutputFiles.checkReadable(file, "gemm record");
        String name = Messages.quote(file.toString());
        JsonNode tree;
        try {
            if (Files.size(file) == 0) {
                throw new InvalidInputException("the gemm record " + name + " is empty; give a file written by"
                        + " kernelscope gemm --output.");
            }
            tree = Json.mapper().readTree(file.toFile());
        } catch (JsonProcessingException malformed) {
            throw new InvalidInputException("the gemm record " + name + " is not valid JSON (line "
                    + malformed.getLocation().getLineNr() + ", column " + malformed.getLocation().getColumnNr()
                    + "); give a file written by kernelscope gemm --output.");
        } catch (IOException failure) {
            throw new InvalidInputException("cannot read the gemm record " + name + ": " + OutputFiles.describe(failure)
                    + ".");
        }
        if (tree == null || !tree.isObject()) {
            throw new InvalidInputException("the gemm record " + name + " holds JSON but not a gemm record (a record is"
                    + " an object with \"tool\": \"" + TOOL + "\"); give a file written by kernelscope gemm --output.");
        }
        JsonNode tool = tree.get("tool");
        if (tool == null || !TOOL.equals(tool.asText())) {
            JsonNode benchmark = tree.get("benchmark");
            String kind = benchmark != null && benchmark.isTextual() ? "a bench " + Messages.quote(benchmark.asText())
                    + " record" : tool != null && tool.isTextual() ? "a record of " + Messages.quote(tool.asText())
                    : "not a KernelScope record";
            throw new InvalidInputException("the file " + name + " is " + kind + ", not a gemm record; gemm --input"
                    + " reads what kernelscope gemm --output wrote.");
        }
        List<String> unknown = new ArrayList<>();
        for (Iterator<Map.Entry<String, JsonNode>> fields = tree.properties().iterator(); fields.hasNext(); ) {
            String field = fields.next().getKey();
            if (!isReportField(field)) {
                unknown.add(field);
            }
        }
        try {
            return Json.mapper().readerFor(GemmRecords.Report.class)
                    .without(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
                    .readValue(tree);
        } catch (IOException | IllegalArgumentException broken) {
            String where = broken instanceof com.fasterxml.jackson.databind.JsonMappingException mapping
                    ? String.join(".", mapping.getPath().stream().map(r -> r.getFieldName() != null ? r.getFieldName()
                    : "[" + r.getIndex() + "]").toList()).replace(".[", "[") : "";
            throw new InvalidInputException("the gemm record " + name + " has a field KernelScope cannot read"
                    + (where.isEmpty() ? "" : " at " + Messages.quote(where))
                    + (unknown.isEmpty() ? "" : " (unknown fields: " + Messages.quote(String.join(", ", unknown)) + ")")
                    + "; was it written by another KernelScope version or edited by hand?");
        }
    }

    private static boolean isReportField(String name) {
        for (var component : GemmRecords.Report.class.getRecordComponents()) {
            if (component.getName().equals(name)) {
                return true;
            }
        }
        return false;
    }
}
