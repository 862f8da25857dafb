package org.georc.judges.llm.gtpred;

import org.georc.judges.llm.answer.Answers;
import org.georc.judges.llm.answer.Asker;
import org.georc.judges.llm.prompt.Prompts;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.atomic.AtomicInteger;
import org.georc.core.JudgeException;
import org.georc.core.gtpred.LevelMatcher;
import org.georc.core.gtpred.Location;
import org.georc.core.gtpred.LocationNormalizer;
import org.georc.core.spi.GenerationOptions;
import org.georc.core.spi.LanguageModel;

/**
 * Asks an LLM whether two names of one location level denote the same place ("NY" and "New
 * York State"), with the prompt {@code gtpred-same-place}. Each distinct question (level, the
 * truth's coarser levels, both names after normalisation) is asked once per instance: later
 * occurrences reuse the verdict, also while the first question is still in flight. A question
 * whose answer stays unreadable is not cached and fails with a
 * {@link org.georc.core.JudgeException}. Thread-safe when the model is.
 */
public final class LlmLevelMatcher implements LevelMatcher {
    private static final String EXPECTED = "{\"verdict\": true or false, \"reason\": \"...\"}";
    private final Asker asker;
    private final String id;
    private final Map<String, CompletableFuture<Verdict>> cache = new ConcurrentHashMap<>();
    private final AtomicInteger asked = new AtomicInteger();

    /**
     * @param model   the LLM
     * @param retries extra attempts after an unreadable answer
     * @throws IllegalArgumentException when {@code retries} is negative
     */
    public LlmLevelMatcher(LanguageModel model, int retries) {
        if (retries < 0) {
            throw new IllegalArgumentException("retries must be >= 0, got " + retries);
        }
        this.asker = new Asker(model, GenerationOptions.greedy().withMaxNewTokens(64), retries);
        this.id = model.modelId() + ", prompts " + Prompts.VERSION;
    }

    @Override
    public Verdict match(Location.Level level, String truth, String predicted, Location context) {
        List<String> coarser = new ArrayList<>();
        StringBuilder key = new StringBuilder(level.field());
        for (Location.Level l : Location.Level.values()) {
            if (l.ordinal() >= level.ordinal()) {
                break;
            }
            String v = context == null ? null : context.get(l);
            if (v != null) {
                coarser.add(l.field() + " " + v);
                key.append('\u0000').append(LocationNormalizer.DEFAULT.level(l, v));
            } else {
                key.append('\u0000');
            }
        }
        key.append('\u0000').append(LocationNormalizer.DEFAULT.level(level, truth))
                .append('\u0000').append(LocationNormalizer.DEFAULT.level(level, predicted));
        CompletableFuture<Verdict> mine = new CompletableFuture<>();
        CompletableFuture<Verdict> existing = cache.putIfAbsent(key.toString(), mine);
        if (existing != null) {
            return await(existing);
        }
        try {
            asked.incrementAndGet();
            String levelName = level == Location.Level.STATE ? "state or region" : level.field();
            Verdict v = asker.ask("gtpred-same-place", Map.of("level", levelName,
                    "context", coarser.isEmpty() ? "(none)" : String.join(", ", coarser),
                    "truth", truth, "predicted", predicted), EXPECTED, LlmLevelMatcher::read);
            mine.complete(v);
            return v;
        } catch (RuntimeException e) {
            cache.remove(key.toString(), mine);
            mine.completeExceptionally(e);
            throw e;
        }
    }

    private static Verdict await(CompletableFuture<Verdict> f) {
        try {
            return f.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new JudgeException("interrupted while waiting for a level match", e);
        } catch (ExecutionException e) {
            Throwable c = e.getCause();
            throw c instanceof JudgeException j ? new JudgeException(j.getMessage(), j)
                    : new JudgeException("level match failed: " + c.getMessage(), c);
        }
    }

    static Optional<Verdict> read(String answer) {
        JsonNode json = Answers.firstJsonObject(answer);
        if (json == null) {
            return Answers.verdict(answer == null ? "" : answer).map(b -> new Verdict(b, null));
        }
        JsonNode v = json.get("verdict");
        Boolean same = null;
        if (v != null && v.isBoolean()) {
            same = v.asBoolean();
        } else if (v != null && v.isTextual()) {
            String t = v.asText().strip().toLowerCase(Locale.ROOT);
            same = t.equals("true") || t.equals("yes") ? Boolean.TRUE : t.equals("false") || t.equals("no") ? Boolean.FALSE : null;
        }
        if (same == null) {
            return Optional.empty();
        }
        JsonNode reason = json.get("reason");
        return Optional.of(new Verdict(same, reason == null || reason.isNull() ? null : reason.asText()));
    }

    /** @return how many questions went to the model (cache misses, including failed ones) */
    public int questionsAsked() {
        return asked.get();
    }

    @Override
    public String id() {
        return id;
    }
}
