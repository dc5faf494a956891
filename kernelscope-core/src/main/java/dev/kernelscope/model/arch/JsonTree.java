/*
 * Parses a JSON document with jackson-core's streaming parser into plain Java values (Map, List, Long, Double,
 * String, Boolean, null). Reading architecture files this way skips Jackson data binding's per-type introspection,
 * which cost about 0.4 s of the CLI's start-up when the presets were bound to records (measured on the 2-core box).
 */
package dev.kernelscope.model.arch;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import dev.kernelscope.model.InvalidInputException;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

final class JsonTree {
    private static final JsonFactory FACTORY = JsonFactory.builder().build();

    private JsonTree() {
    }

    /** The document's root value; malformed JSON is an InvalidInputException with line and column. */
    static Object parse(InputStream in, String sourceName) {
        try (JsonParser parser = FACTORY.createParser(in)) {
            JsonToken first = parser.nextToken();
            if (first == null) {
                return null;
            }
            Object value = value(parser, first);
            if (parser.nextToken() != null) {
                throw new InvalidInputException("not valid JSON (line " + parser.currentLocation().getLineNr()
                        + "): unexpected content after the end of the document.");
            }
            return value;
        } catch (InvalidInputException e) {
            throw new InvalidInputException(sourceName + ": " + e.getMessage(), e);
        } catch (JsonProcessingException e) {
            var where = e.getLocation();
            throw new InvalidInputException(sourceName + " is not valid JSON" + (where == null ? "" : " (line " + where.getLineNr()
                    + ", column " + where.getColumnNr() + ")") + ": " + dev.kernelscope.model.UserText.parserMessage(e.getOriginalMessage()), e);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static Object value(JsonParser parser, JsonToken token) throws IOException {
        return switch (token) {
            case START_OBJECT -> {
                Map<String, Object> map = new LinkedHashMap<>();
                for (JsonToken t = parser.nextToken(); t != JsonToken.END_OBJECT; t = parser.nextToken()) {
                    String name = parser.currentName();
                    if (map.put(name, value(parser, parser.nextToken())) != null) {
                        throw new InvalidInputException("duplicate field \"" + name + "\" (line " + parser.currentLocation().getLineNr() + ").");
                    }
                }
                yield map;
            }
            case START_ARRAY -> {
                List<Object> list = new ArrayList<>();
                for (JsonToken t = parser.nextToken(); t != JsonToken.END_ARRAY; t = parser.nextToken()) {
                    list.add(value(parser, t));
                }
                yield list;
            }
            case VALUE_STRING -> parser.getText();
            case VALUE_NUMBER_INT -> parser.getNumberType() == JsonParser.NumberType.BIG_INTEGER ? (Object) parser.getText() : parser.getLongValue();
            case VALUE_NUMBER_FLOAT -> parser.getDoubleValue();
            case VALUE_TRUE -> Boolean.TRUE;
            case VALUE_FALSE -> Boolean.FALSE;
            case VALUE_NULL -> null;
            default -> throw new IllegalStateException("unexpected JSON token " + token);
        };
    }
}
