package org.georc.bench.cli;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

/**
 * Renders a command's options in groups with headings (input and output, judge, run, rows,
 * LLM back-end, sentence encoder, help) instead of one long list. Options of a mixin form the
 * mixin's group; the command's own options are sorted by what they control.
 */
final class GroupedOptions implements CommandLine.IHelpSectionRenderer {
    private static final Set<String> JUDGE = Set.of("--judge", "--lo", "--hi", "--option", "--conclusions",
            "--include-conclusion", "--prompts", "--all-references", "--reference-expert", "--fallback-expert",
            "--list-judges", "--vlm-model");
    private static final Set<String> RUN = Set.of("--threads", "--batch", "--retry-failed", "--max-failures",
            "--quiet", "--seed", "--retries");
    private static final Set<String> ROWS = Set.of("--no-flags", "--no-alignments", "--country-by-llm",
            "--max-row-bytes");
    private static final Map<String, String> MIXINS = Map.of(
            LlmOptions.class.getName(), "LLM back-end (an OpenAI-compatible endpoint or a local ONNX decoder)",
            EncoderOptions.class.getName(), "Sentence encoder",
            DataOptions.class.getName(), "GeoRC folders");

    /** Installs the renderer on a command and all its subcommands. */
    static void install(CommandLine cl) {
        cl.getHelpSectionMap().put(CommandLine.Model.UsageMessageSpec.SECTION_KEY_OPTION_LIST, new GroupedOptions());
        cl.getHelpSectionMap().remove(CommandLine.Model.UsageMessageSpec.SECTION_KEY_OPTION_LIST_HEADING);
        var usage = cl.getCommandSpec().usageMessage();
        usage.description(paragraphs(usage.description()));
        if (cl.getCommandSpec().parent() != null) {
            usage.abbreviateSynopsis(true); // "georc score [OPTIONS]": the groups below list them
        }
        for (CommandLine sub : cl.getSubcommands().values()) {
            install(sub);
        }
    }

    /**
     * Joins description lines that were broken by hand into paragraphs, so picocli wraps them to
     * the terminal instead of breaking mid-sentence; a line starting a list item, or an empty
     * line, starts a new paragraph.
     */
    static String[] paragraphs(String[] lines) {
        List<String> out = new ArrayList<>();
        StringBuilder cur = new StringBuilder();
        for (String line : lines) {
            String t = line.strip();
            boolean starts = t.isEmpty() || t.startsWith("- ") || t.startsWith("* ") || t.matches("^\\d+[.)] .*")
                    || t.startsWith("Exit codes");
            if ((starts || cur.length() == 0) && cur.length() > 0) {
                out.add(cur.toString());
                cur.setLength(0);
            }
            if (t.isEmpty()) {
                out.add("");
                continue;
            }
            if (cur.length() > 0) {
                cur.append(' ');
            }
            cur.append(t);
        }
        if (cur.length() > 0) {
            out.add(cur.toString());
        }
        return out.toArray(String[]::new);
    }

    @Override
    public String render(CommandLine.Help help) {
        CommandSpec spec = help.commandSpec();
        Map<OptionSpec, String> fromMixin = new IdentityHashMap<>();
        for (CommandSpec mixin : spec.mixins().values()) {
            Object user = mixin.userObject();
            String heading = user == null ? null : MIXINS.get(user.getClass().getName());
            if (heading == null) {
                heading = "Help";
            }
            for (OptionSpec o : mixin.options()) {
                fromMixin.put(o, heading);
                for (OptionSpec same : spec.options()) {
                    if (same.longestName().equals(o.longestName())) {
                        fromMixin.put(same, heading);
                    }
                }
            }
        }
        Map<String, List<OptionSpec>> groups = new LinkedHashMap<>();
        for (String h : List.of("Input and output", "Judge", "Run", "Rows")) {
            groups.put(h, new ArrayList<>());
        }
        for (OptionSpec o : spec.options()) {
            if (o.hidden()) {
                continue;
            }
            String name = o.longestName();
            String heading = fromMixin.containsKey(o) ? fromMixin.get(o)
                    : JUDGE.contains(name) ? "Judge" : RUN.contains(name) ? "Run" : ROWS.contains(name) ? "Rows"
                    : name.equals("--help") || name.equals("--version") ? "Help" : "Input and output";
            groups.computeIfAbsent(heading, k -> new ArrayList<>()).add(o);
        }
        List<OptionSpec> help0 = groups.remove("Help");
        if (help0 != null) {
            groups.put("Help", help0);
        }
        StringBuilder sb = new StringBuilder();
        for (Map.Entry<String, List<OptionSpec>> g : groups.entrySet()) {
            if (g.getValue().isEmpty()) {
                continue;
            }
            sb.append(String.format("%n%s:%n", g.getKey()));
            CommandLine.Help.Layout layout = help.createDefaultLayout();
            for (OptionSpec o : g.getValue()) {
                layout.addOption(o, help.parameterLabelRenderer());
            }
            sb.append(layout);
        }
        return sb.toString();
    }
}
