package org.georc.judges.llm.judge;

import org.georc.judges.llm.Fanout;
import org.georc.judges.llm.answer.Answers;
import org.georc.judges.llm.answer.Asker;
import org.georc.judges.llm.answer.UsageMeter;
import org.georc.judges.llm.prompt.Prompts;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.georc.core.InvalidInputException;
import org.georc.core.JudgeException;
import org.georc.core.records.ImageFiles;
import org.georc.core.result.Alignment;
import org.georc.core.result.ChainScore;
import org.georc.core.result.Provenance;
import org.georc.core.spi.GenerationOptions;
import org.georc.core.spi.Judge;
import org.georc.core.spi.JudgeRequest;
import org.georc.core.spi.LanguageModel;
import org.georc.core.spi.VisionLanguageModel;
import org.georc.metrics.Prf;
import org.georc.metrics.VlmJudgeScoring;

/**
 * The paper's VLM-as-a-judge: the VLM checks each candidate statement against the image (true
 * or false; location guesses and remarks about coverage or the camera count as true);
 * correctness is the share judged true. Then one LLM call over both chains gives precision and
 * recall (0-100); precision is multiplied by correctness, and F1 follows. Candidate alignments
 * carry each verdict (score 1 for true, 0 for false) and its reason. A pair without an image,
 * or with an answer that stays unreadable, is a recorded failure.
 *
 * <p>The verdicts of a pair and its chain comparison are asked concurrently, up to
 * {@code concurrency} requests at once; the image is sent before the statement, so every verdict
 * request about one photo shares its prefix (image included) for a server's prefix cache. With
 * {@code reasons == false} the prompts ask for the bare verdict and the bare numbers. Each score
 * carries the token usage of its requests when the back-end reports it.
 */
public final class VlmJudge implements Judge {
    /** The registered name. */
    public static final String NAME = "vlm";
    private static final String VERDICT = "{\"verdict\": true or false, \"reason\": \"...\"}";
    private static final String CHAINS = "{\"precision\": <0-100>, \"recall\": <0-100>, \"reason\": \"...\"}";
    private static final String VERDICT_BARE = "{\"verdict\": true or false}";
    private static final String CHAINS_BARE = "{\"precision\": <0-100>, \"recall\": <0-100>}";

    private final VisionLanguageModel vlm;
    private final Asker chainAsker;
    private final GenerationOptions options;
    private final int retries;
    private final Provenance template;
    private final boolean reasons;
    private final Fanout fanout;

    /**
     * A judge that asks for reasons and sends one request at a time.
     *
     * @param vlm     the vision-language model that checks statements (the paper used Qwen2.5-VL-72B-Instruct)
     * @param llm     the model that compares the chains (may be the VLM itself)
     * @param retries extra attempts after an unreadable answer
     */
    public VlmJudge(VisionLanguageModel vlm, LanguageModel llm, int retries) {
        this(vlm, llm, retries, true, 1);
    }

    /**
     * @param vlm         the vision-language model that checks statements
     * @param llm         the model that compares the chains (may be the VLM itself)
     * @param retries     extra attempts after an unreadable answer
     * @param reasons     ask for reasons (false: bare verdicts and numbers)
     * @param concurrency requests of one pair in flight at once (at least 1)
     */
    public VlmJudge(VisionLanguageModel vlm, LanguageModel llm, int retries, boolean reasons, int concurrency) {
        this.vlm = vlm;
        this.reasons = reasons;
        this.options = GenerationOptions.greedy().withMaxNewTokens(reasons ? 96 : 32);
        this.retries = retries;
        this.chainAsker = new Asker(llm, options, retries);
        String ids = vlm.modelId().equals(llm.modelId()) ? vlm.modelId() : vlm.modelId() + " + " + llm.modelId();
        Provenance.Builder b = Provenance.builder(NAME).model(ids).promptVersion(Prompts.VERSION)
                .parameter("retries", retries);
        if (!reasons) {
            b.parameter("reasons", "false");
        }
        this.template = b.build();
        this.fanout = new Fanout(concurrency, "georc-vlm");
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
        Provenance p = template.now();
        Path image = request.image();
        if (image == null) {
            return ChainScore.failure("the vlm judge needs an image; the reference has no \"image\"", p);
        }
        try {
            ImageFiles.check(image, Long.MAX_VALUE); // the model applies its own size limit when it reads it
        } catch (InvalidInputException e) {
            return ChainScore.failure(e.getMessage(), p);
        }
        UsageMeter meter = new UsageMeter();
        try {
            List<String> st = request.candidate().statements();
            Asker verdictAsker = new Asker(new ImageBound(vlm, image), options, retries);
            Map<String, String> slots = new LinkedHashMap<>();
            slots.put("candidate", String.join("\n", st));
            slots.put("reference", String.join("\n", request.reference().statements()));
            // one verdict per candidate statement, then the chain comparison, all concurrently
            List<Object> answers = fanout.run(st.size() + 1, i -> i < st.size()
                    ? verdict(verdictAsker, st.get(i), i, meter)
                    : chainAsker.ask(reasons ? "vlm-chain" : "vlm-chain-bare", slots, reasons ? CHAINS : CHAINS_BARE,
                            VlmJudge::precisionRecall, meter));
            List<Alignment> ca = new ArrayList<>(st.size());
            List<Boolean> verdicts = new ArrayList<>(st.size());
            int trues = 0;
            for (int i = 0; i < st.size(); i++) {
                Answers.Scored v = (Answers.Scored) answers.get(i);
                trues += v.value() > 0 ? 1 : 0;
                verdicts.add(v.value() > 0);
                ca.add(new Alignment(i, st.get(i), v.value(), -1, null,
                        (v.value() > 0 ? "true for the image" : "false for the image")
                                + (v.reason() == null ? "" : ": " + v.reason())));
            }
            double correctness = VlmJudgeScoring.correctness(trues, st.size());
            double[] pr = (double[]) answers.get(st.size());
            Prf prf = VlmJudgeScoring.combine(pr[0] / 100, pr[1] / 100, correctness);
            return ChainScore.of(prf, ca, List.of(), p).with(ImageVerdicts.class, new ImageVerdicts(verdicts)).withUsage(meter.total());
        } catch (JudgeException | InvalidInputException e) {
            return ChainScore.failure(e.getMessage(), p).withUsage(meter.total());
        }
    }

    private Answers.Scored verdict(Asker verdictAsker, String statement, int index, UsageMeter meter) {
        try {
            return verdictAsker.ask(reasons ? "vlm-verify" : "vlm-verify-bare", Map.of("statement", statement),
                    reasons ? VERDICT : VERDICT_BARE,
                    ans -> Answers.verdict(ans).map(b -> new Answers.Scored(b ? 1 : 0, reasonOf(ans))), meter);
        } catch (JudgeException e) {
            throw new JudgeException("candidate statement " + (index + 1) + ": " + e.getMessage(), e);
        }
    }

    /** Stops the helper threads of concurrent requests. The models are not closed (they were passed in). */
    @Override
    public void close() {
        fanout.close();
    }

    private static String reasonOf(String answer) {
        var json = Answers.firstJsonObject(answer);
        return json == null || !json.hasNonNull("reason") ? null : json.get("reason").asText();
    }

    static java.util.Optional<double[]> precisionRecall(String answer) {
        var p = Answers.number(answer, "precision", 0, 100);
        var r = Answers.number(answer, "recall", 0, 100);
        if (p.isEmpty() || r.isEmpty() || Answers.firstJsonObject(answer) == null) {
            return java.util.Optional.empty();
        }
        return java.util.Optional.of(new double[] {p.get().value(), r.get().value()});
    }

    /** Presents a VLM with a fixed image as a plain language model, for {@link Asker}. */
    private record ImageBound(VisionLanguageModel vlm, Path image) implements LanguageModel {
        @Override
        public String modelId() {
            return vlm.modelId();
        }

        @Override
        public String generate(List<org.georc.core.spi.ChatMessage> messages, GenerationOptions options) {
            return vlm.generate(messages, image, options);
        }

        @Override
        public org.georc.core.spi.Completion complete(List<org.georc.core.spi.ChatMessage> messages,
                                                     GenerationOptions options) {
            return vlm.complete(messages, image, options);
        }
    }
}
