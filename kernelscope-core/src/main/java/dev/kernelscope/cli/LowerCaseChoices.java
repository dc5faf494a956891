/*
 * A picocli converter for an option whose values are enum constants: it reads them in any case and refuses anything
 * else by listing the accepted values in lower case, as users type them (picocli's own message lists every constant
 * in capitals, including those the command refuses).
 */
package dev.kernelscope.cli;

import java.util.List;
import java.util.Locale;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

abstract class LowerCaseChoices<E extends Enum<E>> implements ITypeConverter<E> {
    private final List<E> accepted;

    LowerCaseChoices(List<E> accepted) {
        this.accepted = List.copyOf(accepted);
    }

    @Override
    public E convert(String value) {
        for (E choice : accepted) {
            if (choice.name().equalsIgnoreCase(value.strip())) {
                return choice;
            }
        }
        List<String> names = accepted.stream().map(choice -> choice.name().toLowerCase(Locale.ROOT)).toList();
        throw new TypeConversionException("expected " + String.join(", ", names.subList(0, names.size() - 1)) + " or "
                + names.getLast() + ", not '" + value + "'.");
    }
}
