import { Arbitrary, Effect, Schema, SchemaAST } from "effect"
import { describe, expect, it } from "vitest"
import * as contract from "../contract/index.ts"
import { AddToCart } from "../contract/index.ts"
import { plainEncoder } from "./plain-encoder.ts"

const schemaEncode = (schema: Schema.Top) =>
  Schema.encodeUnknownSync(schema as Schema.Codec<unknown, unknown>, { disableChecks: true })

// Every answer the contract declares: the endpoints' `response` Schemas.
const answers = Object.entries(contract).flatMap(([name, value]) => {
  const response = (value as { response?: unknown } | undefined)?.response
  return Schema.isSchema(response) ? [[name, response as Schema.Top] as const] : []
})

// The Schema without its checks (refinements), which the encoding skips too: values that satisfy a
// catalogue's check (a list of language tags, say) are rarely generated, and the checks are not what
// is compared.
const unchecked = (ast: SchemaAST.AST): SchemaAST.AST => {
  switch (ast._tag) {
    case "Objects":
      return new SchemaAST.Objects(
        ast.propertySignatures.map(
          (property) => new SchemaAST.PropertySignature(property.name, unchecked(property.type)),
        ),
        ast.indexSignatures.map(
          (index) => new SchemaAST.IndexSignature(index.parameter, unchecked(index.type)),
        ),
        ast.annotations,
        undefined,
        ast.encoding,
        ast.context,
      )
    case "Arrays":
      return new SchemaAST.Arrays(
        ast.isMutable,
        ast.elements.map(unchecked),
        ast.rest.map(unchecked),
        ast.annotations,
        undefined,
        ast.encoding,
        ast.context,
      )
    case "Union":
      return new SchemaAST.Union(
        ast.types.map(unchecked),
        ast.options,
        ast.annotations,
        undefined,
        ast.encoding,
        ast.context,
      )
    case "Literal":
      return new SchemaAST.Literal(ast.literal, ast.annotations, undefined, ast.encoding, ast.context)
    case "String":
      return new SchemaAST.String(ast.annotations, undefined, ast.encoding, ast.context)
    case "Number":
      return new SchemaAST.Number(ast.annotations, undefined, ast.encoding, ast.context)
    default:
      return ast
  }
}

const sample = (schema: Schema.Top) =>
  Effect.runSync(
    Arbitrary.sampleEffect(Arbitrary.schema(Schema.make(unchecked(schema.ast))), { count: 40, seed: 14 }),
  )

describe("the plain encoder of answers", () => {
  it("compiles add-to-cart's answer, the busiest one", () => {
    expect(plainEncoder(AddToCart.response.ast)).toBeTypeOf("function")
  })

  it("compiles most of the contract's answers (the rest go through Schema)", () => {
    const compiled = answers.filter(([, schema]) => plainEncoder(schema.ast) !== undefined)
    expect(answers.length).toBeGreaterThan(20)
    expect(compiled.length / answers.length).toBeGreaterThan(0.5)
  })

  for (const [name, schema] of answers) {
    const encode = plainEncoder(schema.ast)
    if (encode === undefined) continue
    it(`${name}: gives what Schema's encoding gives, key order included, for generated answers`, () => {
      for (const value of sample(schema)) {
        const expected = schemaEncode(schema)(value)
        const actual = encode(value)
        expect(actual).toStrictEqual(expected)
        expect(JSON.stringify(actual)).toBe(JSON.stringify(expected))
      }
    })
  }

  it("keeps only the declared keys, so a field the domain carries never reaches the browser", () => {
    const schema = Schema.Struct({ id: Schema.String, note: Schema.optionalKey(Schema.String) })
    const encode = plainEncoder(schema.ast)
    expect(encode?.({ id: "a", passwordHash: "x" })).toStrictEqual({ id: "a" })
    expect(encode?.({ id: "a", note: "n" })).toStrictEqual({ id: "a", note: "n" })
  })

  it("throws where Schema's encoding throws: a wrong type, a missing key, a value no member fits", () => {
    const schema = Schema.Struct({
      id: Schema.String,
      lines: Schema.Array(Schema.Struct({ qty: Schema.Number })),
      state: Schema.NullOr(Schema.Literals(["open", "paid"])),
    })
    const encode = plainEncoder(schema.ast)
    const bad = [
      { id: 1, lines: [], state: null },
      { lines: [], state: null },
      { id: "a", lines: [{ qty: "1" }], state: null },
      { id: "a", lines: [], state: "lost" },
      { id: "a", lines: {}, state: "open" },
    ]
    for (const value of bad) {
      expect(() => schemaEncode(schema)(value)).toThrow()
      expect(() => encode?.(value)).toThrow(/does not fit its contract/)
    }
  })

  it("leaves to Schema what needs it: a transformation, a key pattern, a union only a full check settles", () => {
    expect(plainEncoder(Schema.Struct({ at: Schema.Date }).ast)).toBeUndefined()
    expect(
      plainEncoder(Schema.Record(Schema.TemplateLiteral(["a-", Schema.String]), Schema.Number).ast),
    ).toBeUndefined()
    expect(plainEncoder(Schema.NumberFromString.ast)).toBeUndefined()
    const twoShapes = Schema.Union([Schema.Struct({ a: Schema.String }), Schema.Struct({ b: Schema.Number })])
    expect(plainEncoder(twoShapes.ast)).toBeUndefined()
    const tagged = Schema.Union([
      Schema.Struct({ kind: Schema.Literal("a"), a: Schema.String }),
      Schema.Struct({ kind: Schema.Literal("b"), b: Schema.Number }),
    ])
    expect(plainEncoder(tagged.ast)?.({ kind: "b", b: 2, a: "x" })).toStrictEqual({ kind: "b", b: 2 })
  })

  it("copies a record's every key, one named __proto__ as an own key (as Schema does), not as the prototype", () => {
    const schema = Schema.Record(Schema.String, Schema.String)
    const value = JSON.parse('{"size":"M","__proto__":"x"}')
    const encoded = plainEncoder(schema.ast)?.(value)
    expect(encoded).toStrictEqual(schemaEncode(schema)(value))
    expect(JSON.stringify(encoded)).toBe('{"size":"M","__proto__":"x"}')
    expect(Object.getPrototypeOf(encoded)).toBe(Object.prototype)
  })

  it("encodes a recursive answer (a tree) through its suspension", () => {
    interface Node {
      readonly name: string
      readonly children: readonly Node[]
    }
    const NodeSchema: Schema.Codec<Node> = Schema.Struct({
      name: Schema.String,
      children: Schema.Array(Schema.suspend((): Schema.Codec<Node> => NodeSchema)),
    })
    const tree = { name: "a", extra: 1, children: [{ name: "b", children: [] }] }
    expect(plainEncoder(NodeSchema.ast)?.(tree)).toStrictEqual({
      name: "a",
      children: [{ name: "b", children: [] }],
    })
  })
})
