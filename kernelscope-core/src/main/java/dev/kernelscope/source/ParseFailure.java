/*
 * The one-paragraph message for a kernel file that does not compile: clang's errors once per distinct message (the
 * first place each occurs), and what the user can do about the usual cause, names the host program defines when it
 * builds the kernel (BLOCK_SIZE, a type T) or a header found through the host's include path.
 */
package dev.kernelscope.source;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

final class ParseFailure {
    /** Distinct errors quoted; the rest are counted. */
    private static final int QUOTED = 5;
    private static final Pattern UNDEFINED = Pattern.compile(
            "(?:use of undeclared identifier|unknown type name) '([A-Za-z_][A-Za-z0-9_]*)'");
    private static final Pattern MISSING_FILE = Pattern.compile("'([^']+)' file not found");
    /** "17:27: message" or "other.h:3:1: message": the location, then the message. */
    private static final Pattern LOCATED = Pattern.compile("^((?:.*:)?\\d+:\\d+): (.*)$");

    /** Names that mark a CUDA source (clang reads them as undeclared in OpenCL C). */
    private static final Set<String> CUDA_NAMES = Set.of("__global__", "__device__", "__shared__", "__host__",
            "threadIdx", "blockIdx", "blockDim", "gridDim", "__syncthreads", "warpSize");
    /** C++ keywords that OpenCL C reads as unknown type names. */
    private static final Set<String> CPP_KEYWORDS = Set.of("template", "class", "namespace", "typename", "using",
            "constexpr", "operator", "public", "private");

    private ParseFailure() {}

    /** @param errors clang's errors in order, each "line:col: message" (prefixed by the file when not the main one) */
    static String message(String fileName, List<String> errors) {
        // Rodinia's hotspot repeats "use of undeclared identifier 'BLOCK_SIZE'" 16 times: quote it once
        Map<String, List<String>> byMessage = new LinkedHashMap<>();
        for (String error : errors) {
            Matcher located = LOCATED.matcher(error);
            String where = located.matches() ? located.group(1) : "";
            String what = located.matches() ? located.group(2) : error;
            byMessage.computeIfAbsent(what, k -> new ArrayList<>()).add(where);
        }
        List<String> quoted = new ArrayList<>();
        for (Map.Entry<String, List<String>> entry : byMessage.entrySet()) {
            if (quoted.size() == QUOTED) {
                break;
            }
            List<String> places = entry.getValue();
            quoted.add((places.getFirst().isEmpty() ? "" : places.getFirst() + ": ") + entry.getKey()
                    + (places.size() > 1 ? " (" + places.size() + " times)" : ""));
        }
        int more = byMessage.size() - quoted.size();
        StringBuilder text = new StringBuilder(fileName).append(" does not compile as OpenCL C 1.2 (clang): ")
                .append(String.join("; ", quoted))
                .append(more > 0 ? "; and " + more + " more distinct error(s)" : "").append('.');
        List<String> undefined = names(byMessage.keySet(), UNDEFINED);
        List<String> cuda = undefined.stream().filter(CUDA_NAMES::contains).toList();
        List<String> cpp = undefined.stream().filter(CPP_KEYWORDS::contains).toList();
        if (!cuda.isEmpty()) {
            return text.append(" It looks like CUDA C++ (").append(String.join(", ", cuda)).append("): analyze reads "
                    + "OpenCL C 1.2 only. Port the kernel to OpenCL C (__kernel, __global, get_global_id, barrier) "
                    + "to analyse it.").toString();
        }
        if (!cpp.isEmpty()) {
            return text.append(" It looks like C++ (").append(String.join(", ", cpp)).append("), e.g. C++ for "
                    + "OpenCL: analyze reads OpenCL C 1.2 only; instantiate the templates into plain OpenCL C "
                    + "functions to analyse them.").toString();
        }
        if (!undefined.isEmpty()) {
            boolean type = byMessage.keySet().stream().anyMatch(m -> m.startsWith("unknown type name '"
                    + undefined.getFirst() + "'"));
            String them = undefined.size() == 1 ? "it" : "them";
            text.append(" ").append(String.join(", ", undefined)).append(undefined.size() == 1 ? " is" : " are")
                    .append(" not defined in the file: if the host program defines ").append(them)
                    .append(" when it builds the kernel (clBuildProgram options), give ").append(them)
                    .append(" here too (-D ").append(undefined.getFirst()).append(type ? "=float" : "=16")
                    .append("); if it puts another source first (a header of types and helpers), analyse the two "
                            + "concatenated.");
        }
        List<String> missing = names(byMessage.keySet(), MISSING_FILE);
        if (!missing.isEmpty()) {
            text.append(" ").append(String.join(", ", missing)).append(" is not found next to the file: give the "
                    + "directory that holds it with -I DIR, as the host program's -I build option does.");
        }
        return text.toString();
    }

    private static List<String> names(Iterable<String> messages, Pattern pattern) {
        List<String> names = new ArrayList<>();
        for (String message : messages) {
            Matcher matcher = pattern.matcher(message);
            if (matcher.find() && !names.contains(matcher.group(1))) {
                names.add(matcher.group(1));
            }
        }
        return names;
    }
}
