/*
 * An AMDGPU assembly listing as LLVM writes it (clang -S for amdgcn-amd-amdhsa, hipcc --save-temps): its target and,
 * per kernel, the instructions with their local labels, the compiler's "; Kernel info" comments (NumVgprs,
 * Occupancy, ScratchSize ...) and the code object metadata (.vgpr_count, .sgpr_count, .wavefront_size ...).
 */
package dev.kernelscope.model.isa;

import dev.kernelscope.model.InvalidInputException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * @param target the processor of `.amdgcn_target` (gfx1100, gfx90a:xnack- ...), empty when the listing names none
 * @param kernels the kernels in listing order
 */
public record AmdListing(String target, List<AmdKernelListing> kernels) {

    private static final Pattern TARGET = Pattern.compile("\\.amdgcn_target\\s+\"[^\"]*--([^\"]+)\"");
    private static final Pattern FUNCTION_TYPE = Pattern.compile("\\.type\\s+([\\w.$]+)\\s*,\\s*@function");
    private static final Pattern INFO = Pattern.compile(";\\s*([A-Za-z][\\w:]*(?: [A-Za-z]+)?)\\s*:\\s*(.+?)\\s*$");
    private static final Pattern CALL_TARGET = Pattern.compile("([\\w.$]+)@(?:rel32|gotpcrel32)@lo");
    /** Set in a kernel's metadata when one of its arguments is a __local pointer (sized at launch). */
    public static final String LOCAL_ARGUMENTS = "kernelscope.localArguments";
    private static final Pattern YAML_ENTRY = Pattern.compile("^  - (\\.[\\w]+):\\s*(.*)$");
    private static final Pattern YAML_KEY = Pattern.compile("^    (\\.[\\w]+):\\s*(.*)$");
    private static final Pattern YAML_LIST_ITEM = Pattern.compile("^      - ([-\\w.']+)\\s*$");

    public AmdListing {
        kernels = List.copyOf(kernels);
    }

    public Optional<AmdKernelListing> kernel(String name) {
        return kernels.stream().filter(k -> k.name().equals(name)).findFirst();
    }

    /** Kernel-descriptor directive of gfx10+ code objects: 1 = WGP mode, 0 = CU mode (-mcumode). */
    static final String WGP_MODE_DIRECTIVE = ".amdhsa_workgroup_processor_mode";

    /** Parses a listing; throws {@link InvalidInputException} when it holds no AMDGPU kernel. */

    public static AmdListing parse(List<String> lines) {
        String target = "";
        Set<String> functions = new HashSet<>();
        for (String line : lines) {
            Matcher t = TARGET.matcher(line);
            if (t.find() && target.isEmpty()) {
                target = t.group(1);
            }
            Matcher f = FUNCTION_TYPE.matcher(line);
            if (f.find()) {
                functions.add(f.group(1));
            }
        }
        Map<String, Map<String, String>> metadata = metadata(lines);
        List<Builder> built = new ArrayList<>();
        Builder current = null;
        Builder lastEnded = null;
        boolean inKernelInfo = false;
        Builder descriptorOf = null;
        for (int i = 0; i < lines.size(); i++) {
            String raw = lines.get(i);
            String stripped = raw.strip();
            if (stripped.startsWith(";")) {
                if (stripped.startsWith("; Kernel info") || stripped.startsWith("; Function info")) {
                    inKernelInfo = lastEnded != null;
                    if (lastEnded != null && stripped.startsWith("; Function info")) {
                        lastEnded.deviceFunction = true;
                    }
                    continue;
                }
                Matcher info = INFO.matcher(stripped);
                if (inKernelInfo && info.matches()) {
                    lastEnded.info.putIfAbsent(info.group(1), info.group(2));
                }
                continue;
            }
            inKernelInfo = false;
            String code = withoutComment(raw).strip();
            if (code.isEmpty()) {
                continue;
            }
            if (code.endsWith(":") && !code.contains(" ")) {
                String label = code.substring(0, code.length() - 1);
                if (functions.contains(label)) {
                    current = new Builder(label);
                    built.add(current);
                } else if (current != null && label.startsWith(".Lfunc_end")) {
                    lastEnded = current;
                    current = null;
                } else if (current != null) {
                    current.labels.put(label, current.instructions.size());
                }
                continue;
            }
            if (code.startsWith(".amdhsa_kernel ")) {
                String name = code.substring(".amdhsa_kernel ".length()).strip();
                descriptorOf = built.stream().filter(b -> b.name.equals(name)).findFirst().orElse(null);
                continue;
            }
            if (descriptorOf != null && code.startsWith(WGP_MODE_DIRECTIVE + " ")) {
                // the kernel descriptor says where the groups were compiled to run: 1 = WGP mode, 0 = CU mode
                descriptorOf.info.put(WGP_MODE_DIRECTIVE, code.substring(WGP_MODE_DIRECTIVE.length()).strip());
                continue;
            }
            if (current == null || code.startsWith(".")) {
                continue;
            }
            AmdInstruction instruction = AmdInstruction.parse(i + 1, code);
            current.instructions.add(instruction);
            Matcher call = CALL_TARGET.matcher(code);
            if (call.find() && !current.calls.contains(call.group(1))) {
                current.calls.add(call.group(1));
            }
        }
        // A device function is no kernel: the code object metadata, where there is one, lists every kernel (an
        // OpenCL C file of helper functions alone has `amdhsa.kernels: []`), and LLVM heads a function's resource
        // comments "; Function info:" where a kernel's say "; Kernel info:". Such a helper was once reported as a
        // kernel with wave size 0.
        boolean described = lines.stream().anyMatch(line -> line.strip().equals(".amdgpu_metadata"));
        List<AmdKernelListing> kernels = new ArrayList<>();
        for (Builder b : built) {
            Map<String, String> meta = metadata.get(b.name);
            if (meta == null && (described || b.deviceFunction)) {
                continue;
            }
            kernels.add(new AmdKernelListing(b.name, b.instructions, b.labels, b.info, meta == null ? Map.of() : meta,
                    b.calls));
        }
        if (kernels.isEmpty()) {
            throw new InvalidInputException("The listing holds no AMDGPU kernel" + (built.isEmpty() ? "" : " (only"
                    + " device functions: " + String.join(", ", built.stream().map(b -> b.name).toList()) + ")")
                    + ": expected LLVM's assembly for amdgcn-amd-amdhsa (clang -S, hipcc --save-temps), with a"
                    + " kernel's `.type NAME,@function` label and its instructions; OpenCL C needs a __kernel"
                    + " function.");
        }
        return new AmdListing(target, kernels);
    }

    /** The code object metadata (`.amdgpu_metadata` YAML): per kernel `.name`, its scalar and list fields. */
    static Map<String, Map<String, String>> metadata(List<String> lines) {
        Map<String, Map<String, String>> byName = new LinkedHashMap<>();
        boolean inside = false;
        boolean inKernels = false;
        Map<String, String> entry = null;
        String listKey = null;
        for (String line : lines) {
            String s = line.strip();
            if (s.equals(".amdgpu_metadata")) {
                inside = true;
                continue;
            }
            if (s.equals(".end_amdgpu_metadata")) {
                inside = false;
                continue;
            }
            if (!inside) {
                continue;
            }
            if (!line.startsWith(" ")) {
                inKernels = s.equals("amdhsa.kernels:");
                continue;
            }
            if (!inKernels) {
                continue;
            }
            Matcher start = YAML_ENTRY.matcher(line);
            Matcher key = YAML_KEY.matcher(line);
            Matcher item = YAML_LIST_ITEM.matcher(line);
            if (start.matches()) {
                entry = new LinkedHashMap<>();
                entry.put(start.group(1), start.group(2));
                listKey = start.group(2).isEmpty() ? start.group(1) : null;
                register(byName, entry);
            } else if (key.matches() && entry != null) {
                entry.put(key.group(1), unquote(key.group(2)));
                listKey = key.group(2).isEmpty() ? key.group(1) : null;
                register(byName, entry);
            } else if (item.matches() && entry != null && listKey != null) {
                String old = entry.get(listKey);
                entry.put(listKey, old == null || old.isEmpty() ? item.group(1) : old + "," + item.group(1));
            } else if (entry != null && line.strip().replace("- ", "").matches("\\.address_space:\\s+local")) {
                entry.put(LOCAL_ARGUMENTS, "true");
                listKey = null;
            } else if (line.startsWith("      ") && !line.startsWith("      - ") || line.startsWith("      - .")) {
                listKey = line.startsWith("      - .") ? null : listKey;
            }
        }
        return byName;
    }

    private static void register(Map<String, Map<String, String>> byName, Map<String, String> entry) {
        String name = entry.get(".name");
        if (name != null) {
            byName.put(name, entry);
        }
    }

    private static String unquote(String value) {
        return value.length() >= 2 && value.startsWith("'") && value.endsWith("'")
                ? value.substring(1, value.length() - 1) : value;
    }

    static String withoutComment(String line) {
        int semicolon = line.indexOf(';');
        int slashes = line.indexOf("//");
        int cut = semicolon < 0 ? slashes : slashes < 0 ? semicolon : Math.min(semicolon, slashes);
        return cut < 0 ? line : line.substring(0, cut);
    }

    private static final class Builder {
        final String name;
        final List<AmdInstruction> instructions = new ArrayList<>();
        final Map<String, Integer> labels = new LinkedHashMap<>();
        final Map<String, String> info = new LinkedHashMap<>();
        final List<String> calls = new ArrayList<>();
        /** LLVM said "; Function info:" after it: a device function, not a kernel. */
        boolean deviceFunction;

        Builder(String name) {
            this.name = name;
        }
    }
}
