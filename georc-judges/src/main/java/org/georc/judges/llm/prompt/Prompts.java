package org.georc.judges.llm.prompt;

import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.georc.core.spi.ChatMessage;

/**
 * The judges' prompts: versioned resource files ({@code prompts/v1/NAME.system.txt} and
 * {@code NAME.user.txt}) written by this project from the rubric facts of the GeoRC paper. The
 * version goes into every result's provenance. Untrusted text (chains, statements) only ever
 * enters through {@link #messages}, which fences it.
 */
public final class Prompts {
    /** Version of the prompt files, recorded as {@code prompt_version}. */
    public static final String VERSION = "v1";

    private static final Pattern SLOT = Pattern.compile("\\{\\{(\\w+)}}");

    private Prompts() {
    }

    /**
     * Builds the system and user messages of a prompt.
     *
     * @param name  prompt name, such as "one-to-all"
     * @param slots values for the {@code {{slot}}} markers; each is fenced with {@link Fence#encode} for the
     *              tags of the user prompt (unchanged when it has none)
     * @return the two messages
     */
    public static List<ChatMessage> messages(String name, Map<String, String> slots) {
        String system = read(name + ".system.txt");
        String user = read(name + ".user.txt");
        Matcher m = SLOT.matcher(user);
        java.util.Set<String> tags = Fence.tags(user);
        StringBuilder sb = new StringBuilder();
        while (m.find()) {
            String value = slots.get(m.group(1));
            if (value == null) {
                throw new IllegalArgumentException("prompt " + name + " needs a value for {{" + m.group(1) + "}}");
            }
            m.appendReplacement(sb, Matcher.quoteReplacement(Fence.encode(value, tags)));
        }
        m.appendTail(sb);
        return List.of(ChatMessage.system(system.strip()), ChatMessage.user(sb.toString().strip()));
    }

    /**
     * @param text a prompt file's text
     * @return the names of the {@code {{slot}}} markers it holds
     */
    static java.util.Set<String> slots(String text) {
        java.util.Set<String> out = new java.util.TreeSet<>();
        Matcher m = SLOT.matcher(text);
        while (m.find()) {
            out.add(m.group(1));
        }
        return out;
    }

    /** The extra instruction appended when an answer could not be read. */
    public static String stricter(String expected) {
        return "Your previous answer could not be read. Reply with exactly one JSON object of the form "
                + expected + " and no other text.";
    }

    private static String read(String file) {
        return source.read(file);
    }

    // ---- prompt override (--prompts DIR) ------------------------------------------------------

    /** The process-wide prompt source; the bundle unless {@link #use} replaced it. */
    private static volatile PromptSource source = PromptSource.bundled();

    /** @return the prompt source in effect */
    public static PromptSource source() {
        return source;
    }

    /**
     * Makes every prompt of this process come from {@code replacement} until the returned scope
     * is closed (then the previous source is back). Process-wide: set it before the judges and
     * generators that should use it start asking.
     *
     * @param replacement the source
     * @return the scope; close it to restore the previous source
     */
    public static Scope use(PromptSource replacement) {
        PromptSource previous = source;
        source = java.util.Objects.requireNonNull(replacement, "replacement");
        return () -> source = previous;
    }

    /** Restores the previous prompt source when closed. */
    @FunctionalInterface
    public interface Scope extends AutoCloseable {
        @Override
        void close();
    }
}
