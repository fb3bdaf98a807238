/**
 * tickpack/runtime: everything generated code needs at run time, and nothing else
 * (no schema parser), so a generated codec ships to browsers small.
 */
export { Writer, Reader, packedArray, varintSize, dequantize, changeSaving, shiftReach, MAX_SPLICES, SPLICE_RETRIES, SPLICE_RUN } from "./wire.js";
export { SchemaError, ValidationError, DecodeError, InvalidValue, INVALID, TOO_DEEP, MAX_PROBLEMS } from "./errors.js";
export { makeCodec, type Codec, type DecodeOptions, type TypeFunctions } from "./codec.js";
export {
  isIntIn,
  isFloat32,
  quantize,
  eqFloat32,
  bytesEqual,
  copyBytes,
  isObject,
  isMap,
  isHonestMap,
  own,
  pushExpected,
  describe,
  keyPath,
  checkBool,
  checkInt,
  checkQuant,
  checkFloat32,
  checkFloat64,
  checkString,
  checkBytes,
  checkEnum,
  isJsonObject,
  checkJsonFields,
  jsonProblem,
  unionJsonProblem,
  setOwn,
  intKey,
  floatFromJson,
  floatToJson,
  toBase64,
  fromBase64,
  plainConstructor,
} from "./values.js";
