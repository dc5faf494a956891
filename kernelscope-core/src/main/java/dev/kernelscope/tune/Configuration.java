/*
 * One point of a search space: a value index per parameter. Its Kernel Tuner key is the values joined by commas
 * in parameter order ("128,64,8,..."), which is also how caches name it.
 */
package dev.kernelscope.tune;

import java.util.Arrays;
import java.util.Map;
import java.util.StringJoiner;

public final class Configuration {
    private final SearchSpace space;
    private final int[] index;
    private final int hash;

    Configuration(SearchSpace space, int[] index) {
        this.space = space;
        this.index = index;
        this.hash = Arrays.hashCode(index);
    }

    public SearchSpace space() { return space; }

    /** A copy of the value indices. */
    public int[] indices() { return index.clone(); }

    public int index(int d) { return index[d]; }

    public long value(int d) { return space.value(d, index[d]); }

    /** Parameter name to value, in parameter order. */
    public Map<String, Long> values() { return space.assignment(index); }

    /** Kernel Tuner's cache key: the values joined by commas. */
    public String key() {
        StringJoiner joiner = new StringJoiner(",");
        for (int d = 0; d < index.length; d++) {
            joiner.add(Long.toString(space.value(d, index[d])));
        }
        return joiner.toString();
    }

    /** A configuration of the same space with parameter {@code d} at value index {@code v} (not checked). */
    public Configuration with(int d, int v) {
        int[] copy = index.clone();
        copy[d] = v;
        return new Configuration(space, copy);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Configuration other && other.space == space && Arrays.equals(other.index, index);
    }

    @Override
    public int hashCode() { return hash; }

    @Override
    public String toString() { return values().toString(); }
}
