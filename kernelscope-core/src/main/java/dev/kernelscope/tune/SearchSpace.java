/*
 * A search space: tunable parameters (each a list of values), constants the expressions may read (problem size,
 * device limits), and restrictions. Enumerated lazily, depth first, with every restriction checked as soon as the
 * parameters it reads are chosen, so a space of 10^7 points with most of them restricted is walked without ever
 * being held in memory. Configurations are index vectors (one value index per parameter).
 */
package dev.kernelscope.tune;

import dev.kernelscope.model.InvalidInputException;
import dev.kernelscope.model.UserText;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Optional;
import java.util.SplittableRandom;

public final class SearchSpace {
    private final List<TuneParameter> parameters;
    private final Map<String, Long> constants;
    private final List<Restriction> restrictions;
    private final Map<String, Integer> position = new HashMap<>();
    /** restrictionsAt[d]: the restrictions decidable once parameters 0..d are chosen (known variables). */
    private final Restriction[][] restrictionsAt;
    /** restrictions whose variables are unknown: tried at every depth until decided. */
    private final Restriction[] dynamic;
    private final long[][] values;

    public SearchSpace(List<TuneParameter> parameters, Map<String, Long> constants, List<Restriction> restrictions) {
        this.parameters = List.copyOf(parameters);
        // in the given order (a space file's): Map.copyOf's order changes from one JVM to the next, and so did the
        // problem_size a cache header lists and the constants a message names
        this.constants = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(constants));
        this.restrictions = List.copyOf(restrictions);
        if (parameters.isEmpty()) {
            throw new InvalidInputException("A search space needs at least one tunable parameter.");
        }
        values = new long[parameters.size()][];
        for (int i = 0; i < parameters.size(); i++) {
            TuneParameter p = parameters.get(i);
            if (position.put(p.name(), i) != null || constants.containsKey(p.name())) {
                throw new InvalidInputException("Parameter '" + p.name() + "' is named twice in the search space.");
            }
            values[i] = p.values().stream().mapToLong(Long::longValue).toArray();
        }
        List<List<Restriction>> at = new ArrayList<>();
        for (int i = 0; i < parameters.size(); i++) {
            at.add(new ArrayList<>());
        }
        List<Restriction> unknown = new ArrayList<>();
        for (Restriction r : restrictions) {
            if (r.variables() == null) {
                unknown.add(r);
                continue;
            }
            int depth = 0;
            for (String name : r.variables()) {
                Integer p = position.get(name);
                if (p == null && !constants.containsKey(name)) {
                    throw new InvalidInputException("The restriction '" + UserText.quote(r.text()) + "' reads '" + name
                            + "', which is neither a tuning parameter nor a constant of this space ("
                            + String.join(", ", names()) + (constants.isEmpty() ? "" : "; constants "
                            + String.join(", ", constants.keySet())) + ").");
                }
                depth = Math.max(depth, p == null ? 0 : p);
            }
            at.get(depth).add(r);
        }
        restrictionsAt = at.stream().map(list -> list.toArray(Restriction[]::new)).toArray(Restriction[][]::new);
        dynamic = unknown.toArray(Restriction[]::new);
    }

    public List<TuneParameter> parameters() { return parameters; }

    public Map<String, Long> constants() { return constants; }

    public List<Restriction> restrictions() { return restrictions; }

    public int dimensions() { return parameters.size(); }

    public List<String> names() { return parameters.stream().map(TuneParameter::name).toList(); }

    /** Number of values of parameter {@code d}. */
    public int cardinality(int d) { return values[d].length; }

    public long value(int d, int index) { return values[d][index]; }

    /** Points of the unrestricted product (saturates at Long.MAX_VALUE). */
    public long productSize() {
        long size = 1;
        for (long[] v : values) {
            size = size > Long.MAX_VALUE / v.length ? Long.MAX_VALUE : size * v.length;
        }
        return size;
    }

    /** The configuration with these values, or empty when a value is not one of its parameter's. */
    public Optional<Configuration> configuration(Map<String, Long> assignment) {
        int[] index = new int[values.length];
        for (int d = 0; d < values.length; d++) {
            Long v = assignment.get(parameters.get(d).name());
            if (v == null) {
                return Optional.empty();
            }
            index[d] = parameters.get(d).indexOf(v);
            if (index[d] < 0) {
                return Optional.empty();
            }
        }
        return Optional.of(new Configuration(this, index));
    }

    /** Parses a Kernel Tuner cache key "v1,v2,..." (values in parameter order). */
    public Optional<Configuration> configurationOfKey(String key) {
        String[] parts = key.split(",", -1);
        if (parts.length != values.length) {
            return Optional.empty();
        }
        int[] index = new int[values.length];
        for (int d = 0; d < parts.length; d++) {
            long v;
            try {
                v = Long.parseLong(parts[d].strip());
            } catch (NumberFormatException notInteger) {
                return Optional.empty();
            }
            index[d] = parameters.get(d).indexOf(v);
            if (index[d] < 0) {
                return Optional.empty();
            }
        }
        return Optional.of(new Configuration(this, index));
    }

    /** The first restriction the configuration breaks, or empty when it satisfies them all. */
    public Optional<Restriction> brokenRestriction(int[] index) {
        Bindings b = new Bindings(index, values.length - 1);
        for (Restriction r : restrictions) {
            if (!r.test(b)) {
                return Optional.of(r);
            }
        }
        return Optional.empty();
    }

    public boolean isValid(int[] index) {
        return checkDepth(new Bindings(index, 0), values.length - 1, true);
    }

    /** Lazily enumerates every valid configuration in lexicographic order of the value indices. */
    public Iterable<Configuration> valid() {
        return () -> new Iterator<>() {
            private final int[] index = new int[values.length];
            private final Bindings bindings = new Bindings(index, 0);
            private final int[] decided = initialDecided();
            private Configuration next;
            private boolean started;
            private boolean done;

            @Override
            public boolean hasNext() {
                if (next == null && !done) {
                    advance();
                }
                return next != null;
            }

            @Override
            public Configuration next() {
                if (!hasNext()) {
                    throw new NoSuchElementException();
                }
                Configuration result = next;
                next = null;
                return result;
            }

            private void advance() {
                int depth;
                if (!started) {
                    started = true;
                    depth = 0;
                    index[0] = 0;
                } else {
                    depth = values.length - 1;
                    if (!increment(depth)) {
                        return;
                    }
                    depth = deepestIncremented;
                }
                while (true) {
                    bindings.depth = depth;
                    if (checkAt(bindings, depth, decided)) {
                        if (depth == values.length - 1) {
                            next = new Configuration(SearchSpace.this, index.clone());
                            return;
                        }
                        depth++;
                        index[depth] = 0;
                    } else if (!increment(depth)) {
                        return;
                    } else {
                        depth = deepestIncremented;
                    }
                }
            }

            private int deepestIncremented;

            /** Next value at {@code depth}, carrying into shallower depths; false when the walk is over. */
            private boolean increment(int depth) {
                while (depth >= 0) {
                    if (++index[depth] < values[depth].length) {
                        deepestIncremented = depth;
                        return true;
                    }
                    index[depth] = 0;
                    depth--;
                }
                done = true;
                return false;
            }
        };
    }

    private int[] initialDecided() {
        int[] decided = new int[dynamic.length];
        java.util.Arrays.fill(decided, Integer.MAX_VALUE);
        return decided;
    }

    /** Counts the valid configurations, stopping at {@code limit}. */
    public long countValid(long limit) {
        long count = 0;
        for (Iterator<Configuration> it = valid().iterator(); it.hasNext() && count < limit; it.next()) {
            count++;
        }
        return count;
    }

    /**
     * Every valid configuration when there are at most {@code limit}, else empty: strategies that rank a pool of
     * candidates use the whole space when it is small and samples otherwise.
     */
    public Optional<List<Configuration>> allValid(int limit) {
        List<Configuration> all = new ArrayList<>();
        for (Configuration c : valid()) {
            if (all.size() >= limit) {
                return Optional.empty();
            }
            all.add(c);
        }
        return Optional.of(all);
    }

    /**
     * A random valid configuration: uniform by rejection when restrictions let enough through, otherwise a random
     * depth-first descent that backtracks (always finds one when any exists). Empty when the space has none.
     */
    public Optional<Configuration> randomValid(SplittableRandom random) {
        int[] index = new int[values.length];
        for (int attempt = 0; attempt < 64; attempt++) {
            for (int d = 0; d < values.length; d++) {
                index[d] = random.nextInt(values[d].length);
            }
            if (isValid(index)) {
                return Optional.of(new Configuration(this, index.clone()));
            }
        }
        int[][] order = new int[values.length][];
        return descend(random, index, order, 0) ? Optional.of(new Configuration(this, index.clone())) : Optional.empty();
    }

    private boolean descend(SplittableRandom random, int[] index, int[][] order, int depth) {
        int n = values[depth].length;
        int[] perm = new int[n];
        for (int i = 0; i < n; i++) {
            perm[i] = i;
        }
        for (int i = n - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int t = perm[i];
            perm[i] = perm[j];
            perm[j] = t;
        }
        Bindings b = new Bindings(index, depth);
        for (int v : perm) {
            index[depth] = v;
            if (checkAt(b, depth) && (depth == values.length - 1 || descend(random, index, order, depth + 1))) {
                return true;
            }
        }
        return false;
    }

    /**
     * The valid configurations that differ from {@code c} in one parameter; {@code adjacent}: only to the next
     * value up or down (a hill-climbing step), else to any other value of it.
     */
    public List<Configuration> neighbours(Configuration c, boolean adjacent) {
        List<Configuration> result = new ArrayList<>();
        int[] index = c.indices();
        for (int d = 0; d < values.length; d++) {
            int original = index[d];
            for (int v = 0; v < values[d].length; v++) {
                if (v == original || adjacent && Math.abs(v - original) != 1) {
                    continue;
                }
                index[d] = v;
                if (isValid(index)) {
                    result.add(new Configuration(this, index.clone()));
                }
            }
            index[d] = original;
        }
        return result;
    }

    /** The named values of a configuration plus the constants, for expressions and kernel defines. */
    public Map<String, Long> assignment(int[] index) {
        Map<String, Long> map = new LinkedHashMap<>();
        for (int d = 0; d < values.length; d++) {
            map.put(parameters.get(d).name(), values[d][index[d]]);
        }
        return map;
    }

    /** Bindings over a configuration's first depth+1 parameters and the constants. */
    public Expression.Bindings bindings(int[] index) {
        return new Bindings(index, values.length - 1);
    }

    private boolean checkDepth(Bindings b, int upTo, boolean all) {
        for (int d = 0; d <= upTo; d++) {
            b.depth = upTo;
            for (Restriction r : restrictionsAt[d]) {
                if (!r.test(b)) {
                    return false;
                }
            }
        }
        for (Restriction r : dynamic) {
            if (!r.test(b)) {
                return false;
            }
        }
        return true;
    }

    /** The restrictions newly decidable at {@code depth}, and the undecided dynamic ones. */
    private boolean checkAt(Bindings b, int depth) {
        return checkAt(b, depth, null);
    }

    /**
     * As above; {@code decided[r]}: the depth at which dynamic restriction r was found to hold for the current
     * prefix (a walk keeps it, so a predicate decided by the first parameters is not asked again deeper down).
     */
    private boolean checkAt(Bindings b, int depth, int[] decided) {
        b.depth = depth;
        for (Restriction r : restrictionsAt[depth]) {
            if (!r.test(b)) {
                return false;
            }
        }
        for (int i = 0; i < dynamic.length; i++) {
            if (decided != null && decided[i] < depth) {
                continue;
            }
            try {
                if (!dynamic[i].test(b)) {
                    if (decided != null) {
                        decided[i] = Integer.MAX_VALUE;
                    }
                    return false;
                }
                if (decided != null) {
                    decided[i] = depth;
                }
            } catch (Expression.Unbound undecided) {
                if (decided != null) {
                    decided[i] = Integer.MAX_VALUE;
                }
            }
        }
        return true;
    }

    private final class Bindings implements Expression.Bindings {
        private final int[] index;
        int depth;

        Bindings(int[] index, int depth) {
            this.index = index;
            this.depth = depth;
        }

        @Override
        public long value(String name) {
            Integer p = position.get(name);
            if (p == null) {
                Long constant = constants.get(name);
                if (constant == null) {
                    throw new InvalidInputException("Unknown name '" + UserText.quote(name) + "' in an expression; the space has "
                            + String.join(", ", names()) + ".");
                }
                return constant;
            }
            if (p > depth) {
                throw Expression.Unbound.INSTANCE;
            }
            return values[p][index[p]];
        }
    }

    @Override
    public String toString() {
        return parameters.size() + " parameters, " + productSize() + " points before restrictions, "
                + restrictions.size() + " restrictions";
    }
}
