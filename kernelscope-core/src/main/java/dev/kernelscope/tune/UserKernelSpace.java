/*
 * A search space file for any OpenCL C kernel: the source file, the kernel's name, tunable parameters (passed as
 * -D defines), restrictions and constants, the launch geometry as expressions (global work-items and group size
 * per dimension, as Kernel Tuner's block_size_* / grid_div_* describe it), the arguments (KernelArgSpec's grammar,
 * as `analyze --arg`, with sizes and values as expressions over the constants and file= relative to the space file),
 * and which arguments are outputs to verify. Read from JSON:
 *   {"kernel": "vadd.cl", "name": "vadd", "constants": {"N": 1048576},
 *    "tune_params": {"BLOCK": [32, 64, 128, 256], "TILE": [1, 2, 4]},
 *    "restrictions": ["BLOCK * TILE <= 1024"],
 *    "global": ["N / TILE"], "local": ["BLOCK"],
 *    "args": ["buf:float:N:random", "buf:float:N:random", "buf:float:N:zeros", "int:N"], "outputs": [2]}
 */
package dev.kernelscope.tune;

import com.fasterxml.jackson.databind.JsonNode;
import dev.kernelscope.device.KernelArgSpec;
import dev.kernelscope.model.InvalidInputException;
import dev.kernelscope.model.UserText;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

public record UserKernelSpace(Path kernelFile, String source, String kernelName, SearchSpace space,
                              List<Expression> global, List<Expression> local, List<KernelArgSpec> args,
                              List<Integer> outputs, double tolerance, Expression localMemory) {

    public static UserKernelSpace read(Path file) {
        JsonNode root;
        try {
            root = KernelTunerCache.JSON.readTree(file.toFile());
        } catch (com.fasterxml.jackson.core.JsonProcessingException notJson) {
            var at = notJson.getLocation();
            throw new InvalidInputException("The space file " + UserText.quote(file.toString()) + " is not JSON"
                    + (at == null ? "" : " (line " + at.getLineNr() + ", column " + at.getColumnNr() + ")") + ": "
                    + UserText.parserMessage(notJson.getOriginalMessage()) + ". A space file is a JSON object naming"
                    + " the kernel file, its parameters and launch geometry (docs/tuning.md, \"User kernels: a space"
                    + " file\"); the kernel itself goes in the file it names.");
        } catch (IOException failure) {
            throw new InvalidInputException("Cannot read the space file " + UserText.quote(file.toString()) + ": "
                    + UserText.parserMessage(String.valueOf(failure.getMessage())) + ".");
        }
        Path kernelFile = kernelFile(root, file);
        String source;
        try {
            source = Files.readString(kernelFile);
        } catch (IOException failure) {
            throw new InvalidInputException("Cannot read the kernel " + UserText.quote(kernelFile.toString()) + " named by "
                    + UserText.quote(file.toString()) + ": "
                    + failure.getMessage() + ".");
        }
        return parse(root, file, source);
    }

    /** The kernel source file a space file names, resolved beside the space file. */
    private static Path kernelFile(JsonNode root, Path file) {
        String kernel = required(root, "kernel", file).asText();
        return (file.toAbsolutePath().getParent() == null ? Path.of(kernel)
                : file.toAbsolutePath().getParent().resolve(kernel)).normalize();
    }

    /**
     * The space described by {@code root} (a space file's JSON, read from {@code file}) with the kernel's source
     * given, not read: a sweep job carries both to another host, where only argument files (file=) are still
     * resolved beside {@code file}.
     */
    public static UserKernelSpace parse(JsonNode root, Path file, String source) {
        Path kernelFile = kernelFile(root, file);
        Map<String, Long> constants = new LinkedHashMap<>();
        for (Iterator<Map.Entry<String, JsonNode>> it = root.path("constants").fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> e = it.next();
            if (!e.getValue().canConvertToLong()) {
                throw new InvalidInputException("Constant '" + UserText.quote(e.getKey()) + "' in " + UserText.quote(file.toString()) + " must be an integer.");
            }
            constants.put(e.getKey(), e.getValue().asLong());
        }
        List<TuneParameter> parameters = new ArrayList<>();
        for (Iterator<Map.Entry<String, JsonNode>> it = required(root, "tune_params", file).fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> e = it.next();
            List<Long> values = new ArrayList<>();
            for (JsonNode v : e.getValue()) {
                if (!v.canConvertToLong() || !v.isIntegralNumber()) {
                    throw new InvalidInputException("Tuning parameter '" + UserText.quote(e.getKey()) + "' in " + UserText.quote(file.toString())
                            + " has a value that is not an integer: " + UserText.quote(v.toString()) + ".");
                }
                values.add(v.asLong());
            }
            parameters.add(new TuneParameter(e.getKey(), values));
        }
        List<Restriction> restrictions = new ArrayList<>();
        for (JsonNode r : root.path("restrictions")) {
            restrictions.add(Restriction.of(r.asText()));
        }
        SearchSpace space = new SearchSpace(parameters, constants, restrictions);
        List<Expression> global = expressions(required(root, "global", file));
        List<Expression> local = expressions(required(root, "local", file));
        if (global.isEmpty() || global.size() > 3 || global.size() != local.size()) {
            throw new InvalidInputException("The space file " + UserText.quote(file.toString()) + " needs 'global' and 'local' with the same"
                    + " number (1 to 3) of expressions, one per dimension.");
        }
        List<KernelArgSpec> args = new ArrayList<>();
        for (JsonNode a : required(root, "args", file)) {
            String where = "argument " + args.size() + " of " + UserText.quote(file.toString());
            args.add(KernelArgSpec.parse(resolve(a.asText(), constants, where), file.toAbsolutePath().getParent(),
                    where));
        }
        List<Integer> outputs = new ArrayList<>();
        for (JsonNode o : root.path("outputs")) {
            int index = o.asInt(-1);
            if (index < 0 || index >= args.size() || !(args.get(index) instanceof KernelArgSpec.BufferSpec)) {
                throw new InvalidInputException("'outputs' in " + UserText.quote(file.toString()) + " lists " + UserText.quote(o.toString()) + ", which is not the index of a"
                        + " buffer argument (0-based).");
            }
            outputs.add(index);
        }
        Expression localMemory = root.hasNonNull("local_memory") ? Expression.parse(root.get("local_memory").asText())
                : null;
        if (localMemory != null) {
            for (String name : localMemory.variables()) {
                if (!constants.containsKey(name) && !space.names().contains(name)) {
                    throw new InvalidInputException("'local_memory' in " + UserText.quote(file.toString()) + " reads '"
                            + UserText.quote(name) + "', which is neither a tuning parameter nor a constant.");
                }
            }
        }
        String kernelName = required(root, "name", file).asText();
        requireMentioned(kernelName, source, kernelFile, file);
        return new UserKernelSpace(kernelFile, source, kernelName, space, global, local,
                args, outputs, root.path("tolerance").asDouble(1e-4), localMemory);
    }

    private static final Pattern KERNEL_DECLARATION = Pattern.compile("\\b(?:__)?kernel\\s+void\\s+(\\w+)");

    /**
     * Refuses a 'name' that the kernel file never mentions as a word: no configuration can have such a kernel, and
     * each one used to fail alone (CL_INVALID_KERNEL_NAME) in a run that ended with exit code 0. A file that pastes
     * tokens (##) may make the name, so it is left to the compiler.
     */
    private static void requireMentioned(String kernelName, String source, Path kernelFile, Path file) {
        if (source.contains("##") || Pattern.compile("\\b" + Pattern.quote(kernelName) + "\\b").matcher(source).find()) {
            return;
        }
        List<String> declared = KERNEL_DECLARATION.matcher(source).results().map(m -> m.group(1)).distinct().toList();
        throw new InvalidInputException("'name' in " + UserText.quote(file.toString()) + " is '"
                + UserText.quote(kernelName) + "', which " + UserText.quote(kernelFile.getFileName().toString())
                + " never mentions; set it to one of the file's kernels ("
                + (declared.isEmpty() ? "none found" : String.join(", ", declared)) + ").");
    }

    /**
     * What is known of a configuration before compiling, for the occupancy model: work-items per group (the
     * product of 'local') and local memory per group (the local: arguments plus the optional 'local_memory'
     * expression, the bytes of the kernel's static __local arrays); null when an expression cannot be evaluated.
     */
    public OccupancyPriority.Footprint footprint(Configuration c) {
        Expression.Bindings b = space.bindings(c.indices());
        try {
            long threads = 1;
            for (Expression e : local) {
                threads = Math.multiplyExact(threads, e.evaluate(b));
            }
            long bytes = localMemory == null ? 0 : localMemory.evaluate(b);
            for (KernelArgSpec a : args) {
                if (a instanceof KernelArgSpec.LocalSpec l) {
                    bytes += l.bytes();
                }
            }
            boolean anyLocalArg = args.stream().anyMatch(a -> a instanceof KernelArgSpec.LocalSpec);
            String source = localMemory != null ? "'local_memory'" + (anyLocalArg ? " and the local: arguments" : "")
                    : anyLocalArg ? "the local: arguments (static __local arrays not declared: add 'local_memory')"
                    : "none declared (add 'local_memory' for static __local arrays)";
            return new OccupancyPriority.Footprint(threads, bytes, source);
        } catch (ArithmeticException undefined) {
            return null;
        }
    }

    /**
     * The argument with its sizes and values (buf's N, local's BYTES, int's V) evaluated over the space's constants,
     * so KernelArgSpec parses plain numbers: "buf:float:N*N:random" with N = 64 becomes "buf:float:4096:random".
     */
    static String resolve(String arg, Map<String, Long> constants, String where) {
        String[] parts = arg.strip().split(":", 4);
        int numeric = switch (parts[0].toLowerCase(java.util.Locale.ROOT)) {
            case "buf", "buffer" -> 2;
            case "local", "int" -> 1;
            default -> -1;
        };
        if (numeric < 0 || numeric >= parts.length) {
            return arg.strip();   // KernelArgSpec says what is wrong
        }
        Expression expression = Expression.parse(parts[numeric]);
        for (String name : expression.variables()) {
            if (!constants.containsKey(name)) {
                throw new InvalidInputException(where + " '" + UserText.quote(arg) + "' reads '" + UserText.quote(name)
                        + "', which is not a constant of the space file (sizes and values cannot depend on tuning"
                        + " parameters; constants: " + String.join(", ", constants.keySet()) + ").");
            }
        }
        try {
            parts[numeric] = Long.toString(expression.evaluate(constants::get));
        } catch (ArithmeticException failure) {
            throw new InvalidInputException(where + " '" + UserText.quote(arg) + "' cannot be evaluated: "
                    + failure.getMessage() + ".");
        }
        return String.join(":", parts);
    }

    private static JsonNode required(JsonNode root, String key, Path file) {
        JsonNode node = root.get(key);
        if (node == null || node.isNull()) {
            throw new InvalidInputException("The space file " + UserText.quote(file.toString()) + " has no '" + key + "'; it needs kernel, name,"
                    + " tune_params, global, local and args (see docs/tuning.md).");
        }
        return node;
    }

    private static List<Expression> expressions(JsonNode array) {
        List<Expression> list = new ArrayList<>();
        for (JsonNode e : array) {
            list.add(Expression.parse(e.asText()));
        }
        return list;
    }
}
