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
import org.georc.core.json.JsonLines;
import org.georc.core.scoring.ChainExplanation;
import org.georc.core.spi.Judges;
import org.georc.bench.benchmark.ModelSet;
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
    @Option(names = "--judge", defaultValue = "embedding", paramLabel = "NAME",
            description = "judge name (default embedding, offline); see `georc score --list-judges`")
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

    @Mixin
    LlmOptions llm;

    @Mixin
    EncoderOptions encoderOptions;

    @Override
    public Integer call() {
        ConclusionMode mode = ConclusionMode.forReading(reading, includeConclusion);
        Judges.checkOptions(Judges.provider(judgeName), options);
        String cand = text("--candidate", candidate);
        String ref = text("--reference", reference);
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
            out.print(json ? JsonLines.writePretty(e.toJson()) + "\n" : e.toText());
            out.flush();
            return e.score().isFailure() ? GeorcCommand.EXIT_PARTIAL : 0;
        }
    }

    private static String text(String option, String value) {
        if (value.startsWith("@@")) {
            return value.substring(1);
        }
        if (!value.startsWith("@")) {
            return value.replace("\\n", "\n");
        }
        Path file = Path.of(value.substring(1));
        try {
            return Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new InvalidInputException(file, 0, null, option + ": cannot read: " + e.getMessage(), e);
        }
    }
}
