/*
 * A search space file for any OpenCL C kernel: the source file, the kernel's name, tunable parameters (passed as
 * -D defines), restrictions and constants, the launch geometry as expressions (global work-items and group size
 * per dimension, as Kernel Tuner's block_size_* / grid_div_* describe it), the arguments (KernelArgSpec's grammar,
 * as `analyze --arg`, with sizes and values as expressions over the constants and file= relative to the space file),
 * which arguments are outputs to verify, and optionally Kernel Tuner's answer (per argument, null or a file of the
 * expected elements). Read from JSON, every field checked when read:
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
import dev.kernelscope.source.KernelSourceFile;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;

public record UserKernelSpace(Path kernelFile, String source, String kernelName, SearchSpace space,
                              List<Expression> global, List<Expression> local, List<KernelArgSpec> args,
                              List<Integer> outputs, double tolerance, Expression localMemory,
                              Map<Integer, Path> answers, Map<Integer, Expression> localSizes) {

    public static UserKernelSpace read(Path file) {
        JsonNode root;
        try (java.io.InputStream in = Files.newInputStream(file)) {
            // a key given twice ("BLOCK" in tune_params) kept the last silently: refused as not JSON, naming it
            root = KernelTunerCache.JSON.reader().with(com.fasterxml.jackson.core.JsonParser.Feature
                    .STRICT_DUPLICATE_DETECTION).readTree(in);
        } catch (com.fasterxml.jackson.core.JsonProcessingException notJson) {
            var at = notJson.getLocation();
            throw new InvalidInputException("The space file " + UserText.quote(file.toString()) + " is not JSON"
                    + (at == null ? "" : " (line " + at.getLineNr() + ", column " + at.getColumnNr() + ")") + ": "
                    + UserText.parserMessage(notJson.getOriginalMessage()) + ". A space file is a JSON object naming"
                    + " the kernel file, its parameters and launch geometry (docs/tuning.md, \"User kernels: a space"
                    + " file\"); the kernel itself goes in the file it names.");
        } catch (IOException failure) {
            throw new InvalidInputException("Cannot read the space file " + UserText.quote(file.toString()) + ": "
                    + (failure instanceof java.nio.file.NoSuchFileException ? "no such file"
                    : UserText.parserMessage(String.valueOf(failure.getMessage()))) + ".");
        }
        requireObject(root, file);
        Path kernelFile = kernelFile(root, file);
        byte[] bytes;
        try {
            bytes = Files.readAllBytes(kernelFile);
        } catch (IOException failure) {
            // NoSuchFileException's message is the path alone: "Cannot read the kernel /x/k.cl ...: /x/k.cl."
            String why = failure instanceof java.nio.file.NoSuchFileException ? "no such file (its 'kernel' is"
                    + " relative to the space file's folder)" : UserText.parserMessage(String.valueOf(failure.getMessage()));
            throw new InvalidInputException("Cannot read the kernel " + UserText.quote(kernelFile.toString()) + " named by "
                    + UserText.quote(file.toString()) + ": " + why + ".");
        }
        // decoded as analyze, isa and bench ab read kernels: UTF-8, else Latin-1 (a comment's author name); binary and
        // UTF-16 files refused by name (Files.readString refused a Latin-1 kernel that analyze accepts)
        return parse(root, file, KernelSourceFile.text(kernelFile.toString(), bytes));
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
        String where = UserText.quote(file.toString());
        requireObject(root, file);
        for (Iterator<String> it = root.fieldNames(); it.hasNext(); ) {
            String key = it.next();
            if (!KEYS.contains(key)) {
                // a misspelt "restrictions" or "outputs" used to be ignored: a space tuned unrestricted, or unverified
                throw new InvalidInputException("The space file " + where + " has the key '" + UserText.quote(key)
                        + "', which a space file does not have; its keys are " + String.join(", ", KEYS) + ".");
            }
        }
        Path kernelFile = kernelFile(root, file);
        Map<String, Long> constants = new LinkedHashMap<>();
        for (Iterator<Map.Entry<String, JsonNode>> it = object(root, "constants", file).fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> e = it.next();
            if (!e.getValue().isIntegralNumber() || !e.getValue().canConvertToLong()) {
                throw new InvalidInputException("Constant '" + UserText.quote(e.getKey()) + "' in " + where
                        + " must be an integer; it is " + UserText.quote(e.getValue().toString()) + ".");
            }
            constants.put(e.getKey(), e.getValue().asLong());
        }
        List<TuneParameter> parameters = new ArrayList<>();
        JsonNode tuneParams = required(root, "tune_params", file);
        if (!tuneParams.isObject()) {
            throw new InvalidInputException("'tune_params' in " + where + " must be an object from each parameter's"
                    + " name to the list of its values, e.g. {\"BLOCK\": [64, 128, 256]}.");
        }
        for (Iterator<Map.Entry<String, JsonNode>> it = tuneParams.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> e = it.next();
            if (!e.getValue().isArray()) {
                throw new InvalidInputException("Tuning parameter '" + UserText.quote(e.getKey()) + "' in " + where
                        + " must be a list of values, e.g. [" + (e.getValue().isValueNode() && !e.getValue().isNull()
                        ? UserText.quote(e.getValue().toString()) : "64, 128") + "]; it is "
                        + UserText.quote(e.getValue().toString()) + ".");
            }
            if (constants.containsKey(e.getKey())) {
                throw new InvalidInputException("'" + UserText.quote(e.getKey()) + "' in " + where + " is both a"
                        + " constant and a tuning parameter; keep one (a tuning parameter with one value is fixed, and"
                        + " it reaches the kernel as a define).");
            }
            DefineNames.requireUsable(e.getKey(), where);
            List<Long> values = new ArrayList<>();
            for (JsonNode v : e.getValue()) {
                if (!v.canConvertToLong() || !v.isIntegralNumber()) {
                    throw new InvalidInputException("Tuning parameter '" + UserText.quote(e.getKey()) + "' in " + where
                            + " has a value that is not an integer: " + UserText.quote(v.toString()) + ". Parameters are"
                            + " integers (Kernel Tuner's float and string values are not supported yet); number the"
                            + " choices and select in the kernel, e.g. [0, 1] with #if PREC == 1.");
                }
                values.add(v.asLong());
            }
            parameters.add(new TuneParameter(e.getKey(), values));
        }
        List<Restriction> restrictions = new ArrayList<>();
        for (JsonNode r : texts(root, "restrictions", file, false)) {
            restrictions.add(Restriction.python(r.asText()));
        }
        SearchSpace space = new SearchSpace(parameters, constants, restrictions);
        List<Expression> global = expressions(texts(root, "global", file, true), "global", space, file);
        List<Expression> local = expressions(texts(root, "local", file, true), "local", space, file);
        if (global.isEmpty() || global.size() > 3 || global.size() != local.size()) {
            throw new InvalidInputException("The space file " + where + " needs 'global' and 'local' with the same"
                    + " number (1 to 3) of expressions, one per dimension.");
        }
        List<KernelArgSpec> args = new ArrayList<>();
        Map<String, Long> fixed = fixedValues(constants, parameters);
        Map<Integer, Expression> localSizes = new java.util.TreeMap<>();
        for (JsonNode a : texts(root, "args", file, true)) {
            String argument = "argument " + args.size() + " of " + where;
            Expression perConfiguration = localSizedByParameters(a.asText(), fixed, space);
            if (perConfiguration != null) {
                localSizes.put(args.size(), perConfiguration);
                args.add(new KernelArgSpec.LocalSpec(1));   // a placeholder: each configuration sets its own size
                continue;
            }
            args.add(KernelArgSpec.parse(resolve(a.asText(), fixed, argument), file.toAbsolutePath().getParent(),
                    argument));
        }
        List<Integer> outputs = new ArrayList<>();
        JsonNode outputsNode = root.path("outputs");
        if (!outputsNode.isMissingNode() && !outputsNode.isNull() && !outputsNode.isArray()) {
            throw new InvalidInputException("'outputs' in " + where + " must be a list of argument indexes (0-based),"
                    + " e.g. [2].");
        }
        for (JsonNode o : outputsNode) {
            int index = o.isIntegralNumber() ? o.asInt(-1) : -1;
            if (index < 0 || index >= args.size() || !(args.get(index) instanceof KernelArgSpec.BufferSpec)) {
                throw new InvalidInputException("'outputs' in " + where + " lists " + UserText.quote(o.toString()) + ", which is not the index of a"
                        + " buffer argument (0-based).");
            }
            outputs.add(index);
        }
        Map<Integer, Path> answers = AnswerFiles.parse(root.path("answer"), args, file);
        for (int index : answers.keySet()) {
            if (!outputs.contains(index)) {
                outputs.add(index);   // an answered argument is an output, as in Kernel Tuner
            }
        }
        JsonNode toleranceNode = root.path("tolerance");
        boolean toleranceGiven = !toleranceNode.isMissingNode() && !toleranceNode.isNull();
        double tolerance = toleranceGiven ? toleranceNode.asDouble(-1) : 1e-4;
        if (toleranceGiven && (!toleranceNode.isNumber() || !(tolerance >= 0) || Double.isInfinite(tolerance))) {
            // a text was read as the default, and a negative one failed every configuration
            throw new InvalidInputException("'tolerance' in " + where + " is " + UserText.quote(toleranceNode.toString())
                    + "; it is the largest relative L2 error an output may have against the reference, a number >= 0"
                    + " (default 1e-4).");
        }
        JsonNode localMemoryNode = root.path("local_memory");
        if (!localMemoryNode.isMissingNode() && !localMemoryNode.isNull() && !localMemoryNode.isTextual()
                && !localMemoryNode.isIntegralNumber()) {
            throw new InvalidInputException("'local_memory' in " + where + " must be an expression, the bytes of the"
                    + " kernel's static __local arrays per group, e.g. \"TILE * (TILE + PAD) * 4\".");
        }
        Expression localMemory = localMemoryNode.isMissingNode() || localMemoryNode.isNull() ? null
                : expressions(List.of(localMemoryNode), "local_memory", space, file).getFirst();
        String kernelName = required(root, "name", file).asText();
        requireMentioned(kernelName, source, kernelFile, file);
        return new UserKernelSpace(kernelFile, source, kernelName, space, global, local,
                List.copyOf(args), List.copyOf(outputs), tolerance, localMemory,
                java.util.Collections.unmodifiableMap(answers), java.util.Collections.unmodifiableMap(localSizes));
    }

    /**
     * The -D defines of the space's first valid configuration in enumeration order, as a configuration is compiled
     * with them (constants are not defines): enough to parse the kernel's signature before the sweep. Empty where no
     * point satisfies the restrictions (UserKernelTuner refuses such a space).
     */
    public Optional<Map<String, String>> firstDefines() {
        Iterator<Configuration> valid = space.valid().iterator();
        if (!valid.hasNext()) {
            return Optional.empty();
        }
        Map<String, String> defines = new LinkedHashMap<>();
        valid.next().values().forEach((name, value) -> defines.put(name, Long.toString(value)));
        return Optional.of(defines);
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
            long bytes = Math.addExact(localMemory == null ? 0 : localMemory.evaluate(b), localArgumentBytes(b));
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
                        + "', which is neither a constant nor a tuning parameter with one value (sizes and values"
                        + " are the same for every configuration, but a local:BYTES may read any parameter; these"
                        + " are: " + String.join(", ", constants.keySet()) + ").");
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

    private static void requireObject(JsonNode root, Path file) {
        if (root == null || root.isMissingNode()) {
            // an empty file was "holds JSON missing, not an object"
            throw new InvalidInputException("The space file " + UserText.quote(file.toString()) + " is empty; it"
                    + " should be a JSON object naming the kernel file, its parameters and launch geometry"
                    + " (docs/tuning.md, \"User kernels: a space file\").");
        }
        if (!root.isObject()) {
            throw new InvalidInputException("The space file " + UserText.quote(file.toString()) + " holds JSON "
                    + root.getNodeType().toString().toLowerCase(java.util.Locale.ROOT) + ", not an object naming the"
                    + " kernel file, its parameters and launch geometry (docs/tuning.md, \"User kernels: a space"
                    + " file\").");
        }
    }

    /**
     * The BYTES of a "local:BYTES" argument that reads tuning parameters with several values (Kernel Tuner's
     * smem_args: a reduction's partial sums sized by its group), evaluated per configuration; null for any other
     * argument, whose sizes are fixed. A name the space does not have is left to resolve's message.
     */
    private static Expression localSizedByParameters(String arg, Map<String, Long> fixed, SearchSpace space) {
        String[] parts = arg.strip().split(":", 2);
        if (parts.length != 2 || !parts[0].equalsIgnoreCase("local")) {
            return null;
        }
        Expression bytes = Expression.parse(parts[1]);
        boolean known = bytes.variables().stream().allMatch(n -> fixed.containsKey(n) || space.names().contains(n));
        boolean varies = bytes.variables().stream().anyMatch(n -> !fixed.containsKey(n));
        return known && varies ? bytes : null;
    }

    /**
     * Local memory bytes per group of the local: arguments for a configuration (those sized by parameters evaluated
     * at it); throws ArithmeticException when one cannot be evaluated.
     */
    public long localArgumentBytes(Expression.Bindings bindings) {
        long bytes = 0;
        for (int i = 0; i < args.size(); i++) {
            if (args.get(i) instanceof KernelArgSpec.LocalSpec l) {
                bytes = Math.addExact(bytes, localSizes.containsKey(i) ? localSizes.get(i).evaluate(bindings)
                        : l.bytes());
            }
        }
        return bytes;
    }

    /** The keys a space file may have. */
    private static final List<String> KEYS = List.of("kernel", "name", "constants", "tune_params", "restrictions",
            "global", "local", "local_memory", "args", "outputs", "answer", "tolerance");

    /** Answer file {@code index}'s elements as numbers, as outputs are read for comparison. */
    public double[] answer(int index) {
        return AnswerFiles.values(answers.get(index), (KernelArgSpec.BufferSpec) args.get(index));
    }

    /**
     * Every file the run reads besides the space file: the kernel, the arguments' file= data and the answers; an
     * output file must be none of them (--output over an answer file used to replace it with the JSON record).
     */
    public List<Path> inputFiles() {
        List<Path> files = new ArrayList<>();
        files.add(kernelFile);
        for (KernelArgSpec a : args) {
            if (a instanceof KernelArgSpec.BufferSpec b && b.file() != null) {
                files.add(b.file());
            }
        }
        files.addAll(answers.values());
        return files;
    }

    /**
     * A hash of what a result depends on beyond the device, the constants and the parameter values: the kernel
     * source and name, the launch expressions, the arguments as resolved (a file='s name, not its bytes), the outputs,
     * the answer files' bytes and the tolerance. A cache made with another one is refused on resume: an edited kernel
     * under the same name used to resume, its old results ranked beside the new ones.
     */
    public String fingerprint() {
        try {
            java.security.MessageDigest digest = java.security.MessageDigest.getInstance("SHA-256");
            java.util.function.Consumer<String> add = text -> digest.update((text + "\u0000").getBytes(
                    java.nio.charset.StandardCharsets.UTF_8));
            add.accept(source);
            add.accept(kernelName);
            global.forEach(e -> add.accept("global " + e.text()));
            local.forEach(e -> add.accept("local " + e.text()));
            add.accept("local_memory " + (localMemory == null ? "" : localMemory.text()));
            for (int i = 0; i < args.size(); i++) {
                add.accept("arg " + (localSizes.containsKey(i) ? "local:" + localSizes.get(i).text()
                        : args.get(i) instanceof KernelArgSpec.BufferSpec b && b.file() != null
                        ? "buf:" + b.type() + ":" + b.count() + ":file=" + b.file().getFileName()   // a moved folder
                        : args.get(i).spec()));
            }
            add.accept("outputs " + outputs + " tolerance " + tolerance);
            for (Map.Entry<Integer, Path> answer : answers.entrySet()) {
                add.accept("answer " + answer.getKey());
                digest.update(Files.readAllBytes(answer.getValue()));
            }
            return java.util.HexFormat.of().formatHex(digest.digest());
        } catch (java.security.NoSuchAlgorithmException impossible) {
            throw new IllegalStateException("SHA-256 is part of every Java runtime", impossible);
        } catch (IOException failure) {
            throw new InvalidInputException("Cannot read an answer file of " + kernelName + ": "
                    + UserText.parserMessage(String.valueOf(failure.getMessage())) + ".");
        }
    }

    private static JsonNode object(JsonNode root, String key, Path file) {
        JsonNode node = root.path(key);
        if (node.isMissingNode() || node.isNull()) {
            return KernelTunerCache.JSON.createObjectNode();
        }
        if (!node.isObject()) {
            throw new InvalidInputException("'" + key + "' in " + UserText.quote(file.toString()) + " must be an"
                    + " object from names to integers, e.g. {\"N\": 1048576}.");
        }
        return node;
    }

    /**
     * The list under {@code key}, each element a string (an expression or an argument; a whole number stands for
     * itself). A lone string used to be read as an empty list: "restrictions": "BLOCK <= 256" restricted nothing.
     */
    private static List<JsonNode> texts(JsonNode root, String key, Path file, boolean required) {
        JsonNode node = required ? required(root, key, file) : root.path(key);
        if (node.isMissingNode() || node.isNull()) {
            return List.of();
        }
        if (!node.isArray()) {
            throw new InvalidInputException("'" + key + "' in " + UserText.quote(file.toString()) + " must be a list,"
                    + " e.g. [" + UserText.quote(node.toString()) + "]; it is " + UserText.quote(node.toString()) + ".");
        }
        List<JsonNode> list = new ArrayList<>();
        for (JsonNode e : node) {
            if (!e.isTextual() && !e.isIntegralNumber()) {
                throw new InvalidInputException("'" + key + "' in " + UserText.quote(file.toString()) + " holds "
                        + UserText.quote(e.toString()) + "; each element is a string (an expression"
                        + (key.equals("args") ? " or argument" : "") + ").");
            }
            list.add(e);
        }
        return list;
    }

    /**
     * Parses the launch expressions, refusing one that reads a name the space does not have when the file is read:
     * it used to be found at the first configuration, after the cache file was started.
     */
    private static List<Expression> expressions(List<JsonNode> texts, String key, SearchSpace space, Path file) {
        List<Expression> list = new ArrayList<>();
        for (JsonNode e : texts) {
            Expression expression = Expression.parse(e.asText());
            for (String name : expression.variables()) {
                if (!space.constants().containsKey(name) && !space.names().contains(name)) {
                    throw new InvalidInputException("'" + key + "' in " + UserText.quote(file.toString()) + " reads '"
                            + UserText.quote(name) + "' in '" + UserText.quote(expression.text()) + "', which is"
                            + " neither a tuning parameter (" + String.join(", ", space.names()) + ") nor a constant"
                            + (space.constants().isEmpty() ? "" : " (" + String.join(", ", space.constants().keySet())
                            + ")") + ".");
                }
            }
            list.add(expression);
        }
        return list;
    }

    /**
     * The values an argument's size or value may read: the constants and every tuning parameter with one value
     * (fixed, so the buffers are the same for every configuration). A filter width both sizes a buffer and must
     * reach the kernel as a define, and constants are not defines.
     */
    private static Map<String, Long> fixedValues(Map<String, Long> constants, List<TuneParameter> parameters) {
        Map<String, Long> fixed = new LinkedHashMap<>(constants);
        for (TuneParameter p : parameters) {
            if (p.values().size() == 1) {
                fixed.put(p.name(), p.values().getFirst());
            }
        }
        return fixed;
    }
}
