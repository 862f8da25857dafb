package org.georc.core.spi;

import java.util.List;
import java.util.stream.Collectors;

/**
 * What {@link Judges#available()} lists about a registered judge, readable as printed (in
 * JShell, say): its name, description, models, whether it calls an LLM, and options.
 *
 * @param name        the registered name
 * @param description one line
 * @param models      the models it uses, required or not, as declared; empty when it runs with nothing
 * @param callsLlm    whether it sends the chains to a language model
 * @param options     the options it reads
 */
public record JudgeInfo(String name, String description, List<ModelNeed> models, boolean callsLlm,
                        List<JudgeOption> options) {

    /** Copies the lists. */
    public JudgeInfo {
        models = List.copyOf(models);
        options = List.copyOf(options);
    }

    /**
     * @param p a provider
     * @return what it declares
     */
    public static JudgeInfo of(JudgeProvider p) {
        return new JudgeInfo(p.name(), p.description(), p.models(), p.callsLlm(), p.options());
    }

    /** @return "nothing" or the required models in words ("a language model") */
    public String needs() {
        List<String> required = models.stream().filter(ModelNeed::required).map(ModelNeed::describe).toList();
        return required.isEmpty() ? "nothing" : String.join(" and ", required);
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
