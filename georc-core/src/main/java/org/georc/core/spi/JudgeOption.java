package org.georc.core.spi;

import java.math.BigDecimal;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import org.georc.core.ConfigurationException;

/**
 * One option a judge reads from {@link JudgeResources#options()}, as its provider declares it
 * in {@link JudgeProvider#options()}: name, type, default and a line of documentation.
 * {@link Judges#create} refuses options a judge does not declare and values of the wrong type
 * before the judge is built; {@code georc score --list-judges} prints the declarations.
 *
 * <p>Build one with the factories ({@link #number}, {@link #integer}, {@link #bool},
 * {@link #text}, {@link #path}, {@link #choice}); immutable.
 *
 * @param name          the key, lower case with dashes ({@code "lo"}, {@code "conflict-lexicon"})
 * @param type          what values it takes
 * @param defaultValue  the value the judge uses when the option is unset, in canonical form, or null
 *                      when there is none or it depends on other settings (the doc says which)
 * @param doc           one line for help output
 * @param choices       the accepted values of a {@link Type#CHOICE}, lower case; empty otherwise
 * @param affectsScores whether the value can change a score (false for tuning such as how many
 *                      requests run at once); only options that can are recorded in a run's settings
 */
public record JudgeOption(String name, Type type, String defaultValue, String doc, List<String> choices,
                          boolean affectsScores) {

    /** The kinds of value an option takes. */
    public enum Type {
        /** a finite decimal number */
        NUMBER,
        /** a whole number */
        INTEGER,
        /** {@code true} or {@code false} */
        BOOLEAN,
        /** free text */
        TEXT,
        /** a file path */
        PATH,
        /** one of {@link JudgeOption#choices()} */
        CHOICE;

        /** @return the type as help output names it ("a number", "true or false", ...) */
        public String describe() {
            return switch (this) {
                case NUMBER -> "a number";
                case INTEGER -> "a whole number";
                case BOOLEAN -> "true or false";
                case TEXT -> "text";
                case PATH -> "a file path";
                case CHOICE -> "one of";
            };
        }
    }

    /** Validates the declaration: a well-formed name, a doc, choices for a choice, a default of the right type. */
    public JudgeOption {
        if (name == null || !name.matches("[a-z0-9][a-z0-9.-]*")) {
            throw new IllegalArgumentException("an option name is lower case with dashes, got \"" + name + "\"");
        }
        Objects.requireNonNull(type, "type");
        if (doc == null || doc.isBlank()) {
            throw new IllegalArgumentException("option " + name + " needs a doc line");
        }
        choices = choices == null ? List.of() : choices.stream().map(c -> c.strip().toLowerCase(Locale.ROOT)).toList();
        if (type == Type.CHOICE && choices.isEmpty()) {
            throw new IllegalArgumentException("choice option " + name + " needs its choices");
        }
        if (type != Type.CHOICE && !choices.isEmpty()) {
            throw new IllegalArgumentException("only a choice option has choices: " + name);
        }
        if (defaultValue != null) {
            String given = defaultValue;
            String canonical = canonical(name, type, choices, given);
            if (canonical == null) {
                throw new IllegalArgumentException("the default of option " + name + " must be " + expected(type, choices)
                        + ", got \"" + given + "\"");
            }
            defaultValue = canonical;
        }
    }

    /**
     * @param name         option name
     * @param defaultValue the judge's default
     * @param doc          one line
     * @return a number option
     */
    public static JudgeOption number(String name, double defaultValue, String doc) {
        return new JudgeOption(name, Type.NUMBER, Double.toString(defaultValue), doc, List.of(), true);
    }

    /**
     * @param name         option name
     * @param defaultValue the judge's default
     * @param doc          one line
     * @return a whole-number option
     */
    public static JudgeOption integer(String name, long defaultValue, String doc) {
        return new JudgeOption(name, Type.INTEGER, Long.toString(defaultValue), doc, List.of(), true);
    }

    /**
     * @param name option name
     * @param doc  one line, saying what happens when it is unset
     * @return a whole-number option whose default depends on other settings
     */
    public static JudgeOption integer(String name, String doc) {
        return new JudgeOption(name, Type.INTEGER, null, doc, List.of(), true);
    }

    /**
     * @param name         option name
     * @param defaultValue the judge's default
     * @param doc          one line
     * @return a true/false option
     */
    public static JudgeOption bool(String name, boolean defaultValue, String doc) {
        return new JudgeOption(name, Type.BOOLEAN, Boolean.toString(defaultValue), doc, List.of(), true);
    }

    /**
     * @param name option name
     * @param doc  one line, saying what happens when it is unset
     * @return a text option with no default
     */
    public static JudgeOption text(String name, String doc) {
        return new JudgeOption(name, Type.TEXT, null, doc, List.of(), true);
    }

    /**
     * @param name option name
     * @param doc  one line, saying what happens when it is unset
     * @return a file option with no default
     */
    public static JudgeOption path(String name, String doc) {
        return new JudgeOption(name, Type.PATH, null, doc, List.of(), true);
    }

    /**
     * @param name         option name
     * @param defaultValue the judge's default, one of the choices
     * @param doc          one line
     * @param choices      the accepted values
     * @return an option that takes one of a few words
     */
    public static JudgeOption choice(String name, String defaultValue, String doc, String... choices) {
        return new JudgeOption(name, Type.CHOICE, defaultValue, doc, List.of(choices), true);
    }

    /**
     * @param value the new default, in any form the type accepts
     * @return a copy with another default (a judge that shares an option with different defaults)
     */
    public JudgeOption withDefault(String value) {
        return new JudgeOption(name, type, value, doc, choices, affectsScores);
    }

    /** @return a copy marked as tuning: its value never changes a score, so run settings leave it out */
    public JudgeOption tuning() {
        return new JudgeOption(name, type, defaultValue, doc, choices, false);
    }

    /**
     * Checks a value and writes it in canonical form: numbers as {@link Double#toString}, whole
     * numbers without a fraction, booleans and choices in lower case, text and paths stripped.
     *
     * @param judge the judge the option is for, for the message
     * @param value the value given
     * @return the canonical value
     * @throws ConfigurationException naming the judge, the option and the expected type
     */
    public String canonical(String judge, String value) {
        String c = value == null ? null : canonical(name, type, choices, value);
        if (c == null) {
            throw new ConfigurationException("option " + name + " of judge \"" + judge + "\" must be "
                    + expected(type, choices) + ", got " + (value == null ? "no value" : "\"" + value + "\""));
        }
        return c;
    }

    private static String canonical(String name, Type type, List<String> choices, String value) {
        String v = value.strip();
        switch (type) {
            case NUMBER: {
                try {
                    double d = Double.parseDouble(v);
                    return Double.isFinite(d) ? Double.toString(d) : null;
                } catch (NumberFormatException e) {
                    return null;
                }
            }
            case INTEGER: {
                try {
                    BigDecimal d = new BigDecimal(v);
                    return d.stripTrailingZeros().scale() <= 0 ? d.toBigIntegerExact().toString() : null;
                } catch (NumberFormatException | ArithmeticException e) {
                    return null;
                }
            }
            case BOOLEAN: {
                String b = v.toLowerCase(Locale.ROOT);
                return b.equals("true") || b.equals("false") ? b : null;
            }
            case CHOICE: {
                String c = v.toLowerCase(Locale.ROOT);
                return choices.contains(c) ? c : null;
            }
            default:
                return v.isEmpty() ? null : v;
        }
    }

    private static String expected(Type type, List<String> choices) {
        return switch (type) {
            case CHOICE -> "one of " + String.join(", ", choices);
            case TEXT -> "non-empty text";
            case PATH -> "a non-empty file path";
            default -> type.describe();
        };
    }

    /**
     * @return one line for help output: {@code lo  number, default 0.4: the ramp's lower threshold}
     */
    public String describe() {
        String t = type == Type.CHOICE ? String.join("|", choices) : type.name().toLowerCase(Locale.ROOT);
        return name + " (" + t + (defaultValue == null ? "" : ", default " + defaultValue)
                + (affectsScores ? "" : ", tuning") + "): " + doc;
    }

    @Override
    public String toString() {
        return describe();
    }
}
