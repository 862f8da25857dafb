package org.georc.bench.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.Callable;
import org.georc.core.InvalidInputException;
import org.georc.core.chain.ConclusionMode;
import org.georc.core.scoring.ChainExplanation;
import org.georc.core.spi.Judges;
import org.georc.judges.engine.ScoringEngine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code georc explain}: how one pair was read and scored ({@link ChainExplanation}). */
@Command(name = "explain", header = "Show how one candidate/reference pair is read and scored",
        mixinStandardHelpOptions = true,
        description = {"Prints how both chains were read (statements, labels, conclusion, dropped lines with the "
                + "reason) and the statement table of each side (credit, best support, reason, conflict).",
                "TEXT is the chain itself (\\n stands for a line break); @FILE reads it from a file (@@ for a text "
                        + "that starts with @)."})
final class ExplainCommand implements Callable<Integer> {
    @Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Option(names = "--reference", required = true, paramLabel = "TEXT|@FILE", description = "the expert chain")
    String reference;

    @Option(names = "--candidate", required = true, paramLabel = "TEXT|@FILE", description = "the candidate chain")
    String candidate;

    @HelpGroup(GroupedOptions.JUDGE)
    @Option(names = "--judge", defaultValue = ScoringEngine.DEFAULT_JUDGE, paramLabel = "NAME",
            description = "judge name (default ${DEFAULT-VALUE}, offline); see `georc score --list-judges`")
    String judgeName;

    @HelpGroup(GroupedOptions.JUDGE)
    @Option(names = "--option", paramLabel = "KEY=VALUE", description = "judge option (repeatable)")
    Map<String, String> options = new LinkedHashMap<>();

    @Option(names = "--reading", paramLabel = "READING", defaultValue = "default",
            description = "default (real model output) or paper (exactly the authors' scorer)")
    String reading;

    @HelpGroup(GroupedOptions.JUDGE)
    @Option(names = "--include-conclusion", description = "with the default reading, grade both conclusions")
    boolean includeConclusion;

    @Option(names = "--json", description = "print JSON instead of text")
    boolean json;

    @Option(names = "--max-chain-chars", defaultValue = "100000", paramLabel = "N",
            description = "refuse a longer chain, as score does (default ${DEFAULT-VALUE})")
    int maxChainChars;

    @Mixin
    LlmOptions llm;

    @Mixin
    EncoderOptions encoderOptions;

    @Override
    public Integer call() {
        ConclusionMode mode = ConclusionMode.forReading(reading, includeConclusion);
        OptionChecks.atLeast("--max-chain-chars", maxChainChars, 1);
        Judges.checkOptions(Judges.provider(judgeName), options);
        String cand = text("--candidate", candidate, maxChainChars);
        String ref = text("--reference", reference, maxChainChars);
        if (Judges.provider(judgeName).requires(org.georc.core.spi.VisionLanguageModel.class)) {
            throw new IllegalArgumentException("judge \"" + judgeName + "\" needs the image; explain takes "
                    + "chains only: use another judge");
        }
        // the judge and its models are wired as for score (one copy: the library's ScoringEngine)
        try (ModelSet models = JudgeCommand.models(llm, encoderOptions, null, spec.commandLine().getErr());
             ScoringEngine engine = ScoringEngine.builder().judge(judgeName).options(options).models(models)
                     .conclusions(mode).flags(false).build()) {
            ChainExplanation e = ChainExplanation.explain(cand, ref, engine.scorer());
            PrintWriter out = spec.commandLine().getOut();
            out.print(json ? e.toJsonText() + "\n" : e.toText());
            out.flush();
            return e.score().isFailure() ? GeorcCommand.EXIT_PARTIAL : 0;
        }
    }

    /**
     * The chain an option gives: the text itself ({@code \\n} a line break), or a file's text
     * after {@code @}; refused over the chain limit (a file before it is read whole).
     */
    private static String text(String option, String value, int maxChainChars) {
        String text;
        if (value.startsWith("@@")) {
            text = value.substring(1);
        } else if (!value.startsWith("@")) {
            text = value.replace("\\n", "\n");
        } else {
            Path file = Path.of(value.substring(1));
            try {
                // UTF-8 takes at most 4 bytes a character: a larger file holds too many characters
                if (Files.isRegularFile(file) && Files.size(file) > 4L * maxChainChars + 4) {
                    throw new InvalidInputException(file, 0, null, option + ": " + Files.size(file) + " bytes, more "
                            + "than a chain of at most " + maxChainChars + " characters can hold (raise it with "
                            + "--max-chain-chars if this chain is real)", null);
                }
                text = Files.readString(file, StandardCharsets.UTF_8);
            } catch (IOException e) {
                throw new InvalidInputException(file, 0, null, option + ": cannot read: " + e.getMessage(), e);
            }
        }
        if (text.length() > maxChainChars) {
            throw new IllegalArgumentException(option + ": the chain is " + text.length() + " characters long, over "
                    + "the limit of " + maxChainChars + " (raise it with --max-chain-chars if this chain is real)");
        }
        return text;
    }
}
