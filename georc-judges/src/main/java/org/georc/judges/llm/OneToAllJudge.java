package org.georc.judges.llm;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.georc.core.JudgeException;
import org.georc.core.chain.ReasoningChain;
import org.georc.core.score.Alignment;
import org.georc.core.score.ChainScore;
import org.georc.core.score.Provenance;
import org.georc.core.spi.GenerationOptions;
import org.georc.core.spi.Judge;
import org.georc.core.spi.JudgeRequest;
import org.georc.core.spi.LanguageModel;
import org.georc.metrics.OneToAll;
import org.georc.metrics.Prf;

/**
 * The paper's one-to-all LLM judge: for each candidate statement the model sees the whole
 * reference chain and that statement and answers 0-100; precision is the mean over candidate
 * statements. Recall is the same with the roles swapped. Alignments carry each statement's score
 * and the judge's short reason. If any statement's answer stays unreadable after the retries,
 * the pair is a recorded failure.
 *
 * <p>Thread-safe when the model is.
 */
public final class OneToAllJudge implements Judge {
    /** The registered name. */
    public static final String NAME = "one-to-all";
    private static final String EXPECTED = "{\"score\": <integer 0-100>, \"reason\": \"...\"}";

    private final Asker asker;
    private final Provenance template;

    /**
     * @param model   the judge LLM (the paper used Qwen3-4B-Instruct-2507)
     * @param retries extra attempts after an unreadable answer
     */
    public OneToAllJudge(LanguageModel model, int retries) {
        this.asker = new Asker(model, GenerationOptions.greedy().withMaxNewTokens(96), retries);
        this.template = new Provenance(NAME, model.modelId(), null, Prompts.VERSION,
                Map.of("retries", Integer.toString(retries)), Instant.EPOCH);
    }

    @Override
    public Provenance provenance() {
        return template;
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public ChainScore score(JudgeRequest request) {
        Provenance p = template.at(Instant.now());
        try {
            List<Alignment> ca = side(request.candidate().statements(), request.reference(), "candidate");
            List<Alignment> ra = side(request.reference().statements(), request.candidate(), "reference");
            Prf prf = OneToAll.aggregate(scores(ca), scores(ra));
            return ChainScore.of(prf, ca, ra, p);
        } catch (JudgeException e) {
            return ChainScore.failure(e.getMessage(), p);
        }
    }

    private List<Alignment> side(List<String> statements, ReasoningChain other, String which) {
        String chainText = String.join("\n", other.statements());
        List<Alignment> out = new ArrayList<>(statements.size());
        for (int i = 0; i < statements.size(); i++) {
            String st = statements.get(i);
            Answers.Scored a;
            try {
                a = asker.ask("one-to-all", Map.of("chain", chainText.isEmpty() ? "(empty chain)" : chainText,
                        "statement", st), EXPECTED, ans -> Answers.number(ans, "score", 0, 100));
            } catch (JudgeException e) {
                throw new JudgeException(which + " statement " + i + ": " + e.getMessage(), e);
            }
            out.add(new Alignment(i, st, OneToAll.fromPercent(a.value()), -1, null, a.trace()));
        }
        return out;
    }

    private static double[] scores(List<Alignment> a) {
        return a.stream().mapToDouble(Alignment::score).toArray();
    }
}
