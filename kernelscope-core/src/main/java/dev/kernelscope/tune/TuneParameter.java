/*
 * One tunable parameter: its name (a -D define of the kernel) and the values to try, in the order given. Strategies
 * treat the order as meaningful (neighbours are adjacent values), so ranges and sorted lists work best.
 */
package dev.kernelscope.tune;

import dev.kernelscope.model.InvalidInputException;
import dev.kernelscope.model.UserText;
import java.util.HashSet;
import java.util.List;

public record TuneParameter(String name, List<Long> values) {
    public TuneParameter {
        values = List.copyOf(values);
        if (values.isEmpty()) {
            throw new InvalidInputException("Tuning parameter '" + name + "' has no values to try.");
        }
        if (new HashSet<>(values).size() != values.size()) {
            throw new InvalidInputException("Tuning parameter '" + name + "' lists a value twice: " + values + ".");
        }
        if (!name.matches("[A-Za-z_][A-Za-z0-9_]*")) {
            throw new InvalidInputException("Tuning parameter name '" + UserText.quote(name) + "' is not an identifier (it becomes a"
                    + " -D define).");
        }
    }

    /** first, first+step, ... up to last inclusive. */
    public static TuneParameter range(String name, long first, long last, long step) {
        if (step <= 0 || last < first) {
            throw new InvalidInputException("Range of '" + name + "' must have first <= last and a positive step; got "
                    + first + ".." + last + " step " + step + ".");
        }
        List<Long> values = new java.util.ArrayList<>();
        for (long v = first; v <= last; v += step) {
            values.add(v);
        }
        return new TuneParameter(name, values);
    }

    public int size() {
        return values.size();
    }

    public long value(int index) {
        return values.get(index);
    }

    public int indexOf(long value) {
        return values.indexOf(value);
    }
}
