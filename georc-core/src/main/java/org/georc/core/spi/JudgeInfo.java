package org.georc.core.spi;

import java.util.List;
import java.util.stream.Collectors;

/**
 * What {@link Judges#available()} lists about a registered judge, readable as printed (in
 * JShell, say): its name, description, requirements and options.
 *
 * @param name         the registered name
 * @param description  one line
 * @param requirements the models it needs, sorted; empty when it runs with nothing
 * @param options      the options it reads
 */
public record JudgeInfo(String name, String description, List<JudgeProvider.Requirement> requirements,
                        List<JudgeOption> options) {

    /** Copies the lists. */
    public JudgeInfo {
        requirements = List.copyOf(requirements);
        options = List.copyOf(options);
    }

    /**
     * @param p a provider
     * @return what it declares
     */
    public static JudgeInfo of(JudgeProvider p) {
        return new JudgeInfo(p.name(), p.description(), p.requirements().stream().sorted().toList(), p.options());
    }

    /** @return "nothing" or the requirements in words ("a language model") */
    public String needs() {
        if (requirements.isEmpty()) {
            return "nothing";
        }
        return requirements.stream().map(r -> switch (r) {
            case ENCODER -> "a sentence encoder";
            case LANGUAGE_MODEL -> "a language model";
            case VISION_LANGUAGE_MODEL -> "a vision-language model";
        }).collect(Collectors.joining(" and "));
    }

    /**
     * @return several lines: the name and description, what it needs, then one line per option
     */
    public String describe() {
        StringBuilder b = new StringBuilder();
        b.append(name).append(": ").append(description).append('\n');
        b.append("  needs ").append(needs()).append('\n');
        if (options.isEmpty()) {
            b.append("  no options\n");
        }
        for (JudgeOption o : options) {
            b.append("  --option ").append(o.describe()).append('\n');
        }
        return b.toString();
    }

    /** @return one line: {@code embedding (needs nothing; options lo, hi, ...): description} */
    @Override
    public String toString() {
        return name + " (needs " + needs() + "; " + (options.isEmpty() ? "no options"
                : "options " + options.stream().map(JudgeOption::name).collect(Collectors.joining(", "))) + "): "
                + description;
    }
}
