package org.georc.judges.decoder;

import ai.djl.huggingface.tokenizers.HuggingFaceTokenizer;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.georc.core.ConfigurationException;
import org.georc.core.ModelException;
import org.georc.core.json.JsonLines;

/**
 * The files of a decoder folder in the Hugging Face Optimum / onnx-community layout: the ONNX
 * graph, the JSON configurations, the chat template and the ids that end a reply.
 */
final class DecoderFolder {
    private DecoderFolder() {
    }

    /**
     * @param dir the model folder
     * @return {@code onnx/model.onnx}, {@code model.onnx}, or the first {@code onnx/model*.onnx}
     * @throws ModelException when there is none
     */
    static Path model(Path dir) {
        for (Path p : List.of(dir.resolve("onnx").resolve("model.onnx"), dir.resolve("model.onnx"))) {
            if (Files.isRegularFile(p)) {
                return p;
            }
        }
        Path onnxDir = dir.resolve("onnx");
        if (Files.isDirectory(onnxDir)) {
            try (Stream<Path> s = Files.list(onnxDir)) {
                return s.filter(p -> p.getFileName().toString().matches("model.*\\.onnx")).sorted().findFirst()
                        .orElseThrow(() -> new ModelException(dir + " has no onnx/model*.onnx"));
            } catch (IOException e) {
                throw new ModelException("cannot list " + onnxDir, e);
            }
        }
        throw new ModelException(dir + " has no onnx/model.onnx (nor model.onnx)");
    }

    /**
     * @param file     a JSON file of the folder
     * @param required whether its absence is an error
     * @return its content, or null when it is absent and not required
     * @throws ModelException when it is required and absent, or cannot be read
     */
    static JsonNode json(Path file, boolean required) {
        if (!Files.isRegularFile(file)) {
            if (required) {
                throw new ModelException("model folder is missing " + file.getFileName() + " (" + file + ")");
            }
            return null;
        }
        try {
            return JsonLines.readTree(file);
        } catch (IOException e) {
            throw new ModelException("cannot read " + file + ": " + e.getMessage(), e);
        }
    }

    /**
     * @param dir the model folder
     * @return the chat template its tokenizer_config.json or chat_template.jinja names
     * @throws ConfigurationException for a template other than ChatML
     */
    static ChatTemplate template(Path dir) {
        String jinja = null;
        JsonNode tc = json(dir.resolve("tokenizer_config.json"), false);
        if (tc != null && tc.hasNonNull("chat_template")) {
            jinja = tc.get("chat_template").asText();
        } else if (Files.isRegularFile(dir.resolve("chat_template.jinja"))) {
            try {
                jinja = Files.readString(dir.resolve("chat_template.jinja"));
            } catch (IOException e) {
                throw new ModelException("cannot read chat_template.jinja", e);
            }
        }
        if (jinja == null || jinja.contains("<|im_start|>")) {
            return ChatTemplate.CHATML;
        }
        throw new ConfigurationException(dir + ": the chat template is not ChatML; pass a ChatTemplate to "
                + "OnnxCausalLm.builder(dir).template(...)");
    }

    /**
     * @param dir       the model folder
     * @param tokenizer its tokenizer
     * @param template  its chat template
     * @return the ids that end a reply: {@code eos_token_id} of generation_config.json (one or a
     *         list) and the template's end-of-turn marker when it is one token
     */
    static Set<Long> stopIds(Path dir, HuggingFaceTokenizer tokenizer, ChatTemplate template) {
        Set<Long> stops = new LinkedHashSet<>();
        JsonNode gen = json(dir.resolve("generation_config.json"), false);
        JsonNode eos = gen == null ? null : gen.get("eos_token_id");
        if (eos != null && eos.isArray()) {
            eos.forEach(n -> stops.add(n.asLong()));
        } else if (eos != null && eos.canConvertToLong()) {
            stops.add(eos.asLong());
        }
        long[] endIds = tokenizer.encode(template.endOfTurn(), false, false).getIds();
        if (endIds.length == 1) {
            stops.add(endIds[0]);
        }
        return Set.copyOf(stops);
    }
}
